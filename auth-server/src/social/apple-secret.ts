/** The operator's Sign in with Apple key: the team, the key's id, and the key itself (the `.p8` file: PKCS #8 PEM, P-256). */
export interface AppleSigningKey {
  readonly teamId: string
  readonly keyId: string
  readonly privateKey: string
}

const APPLE_AUDIENCE = "https://appleid.apple.com"
/** Apple accepts a client secret for up to six months; one is minted for each code, so a short life is enough. */
const LIFETIME_S = 10 * 60

const base64url = (bytes: Uint8Array | string) =>
  Buffer.from(typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes).toString("base64url")

const pkcs8Of = (pem: string): Uint8Array<ArrayBuffer> => {
  const body = pem.replace(/-----(BEGIN|END) PRIVATE KEY-----/g, "").replace(/\s+/g, "")
  return Uint8Array.from(Buffer.from(body, "base64"))
}

/**
 * Apple's client secret: a JWT (ES256, `kid` the key's id) from the team (`iss`) about the client
 * (`sub`) for Apple (`aud`), signed with WebCrypto (whose ECDSA signature is JWS's r‖s already).
 */
export async function appleClientSecret(key: AppleSigningKey, clientId: string, nowMs: number): Promise<string> {
  const signingKey = await crypto.subtle.importKey(
    "pkcs8",
    pkcs8Of(key.privateKey),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["sign"]
  )
  const issuedAt = Math.floor(nowMs / 1000)
  const header = base64url(JSON.stringify({ alg: "ES256", kid: key.keyId, typ: "JWT" }))
  const claims = base64url(
    JSON.stringify({ iss: key.teamId, iat: issuedAt, exp: issuedAt + LIFETIME_S, aud: APPLE_AUDIENCE, sub: clientId })
  )
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    signingKey,
    new TextEncoder().encode(`${header}.${claims}`)
  )
  return `${header}.${claims}.${base64url(new Uint8Array(signature))}`
}
