const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")

/** A social login under way, as the frame knows it: the service's `state`, and the secret only this frame holds. */
export interface SocialAttempt {
  readonly state: string
  readonly secret: string
}

/**
 * A new secret for a social login and its proof (SHA-256, base64url) for the service. The service
 * does the provider's part (code, PKCE, client secret); the session goes only to whoever shows the
 * secret, never to someone who saw the popup's URL and its `state`.
 */
export async function newSocialSecret(): Promise<{ readonly secret: string; readonly proof: string }> {
  const secret = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const proof = base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret))))
  return { secret, proof }
}
