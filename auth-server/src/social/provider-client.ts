import type { SocialIdentity } from "./profiles.js"
import type { SocialProviderName } from "./providers.js"

/** What a login attempt keeps between the start and the provider's answer. */
interface AttemptSecrets {
  readonly state: string
  readonly nonce: string
  /** The PKCE verifier: stays in the service. */
  readonly verifier: string
}

/** One configured provider, as the routes use it. */
export interface ProviderClient {
  readonly name: SocialProviderName
  /** The provider's authorization URL for this attempt (the popup goes there). */
  authorizationUrl(attempt: AttemptSecrets): Promise<string>
  /** Redeems the callback's code and says who signed in; throws SocialLoginFailed (or the library's error) otherwise. */
  identify(callback: URLSearchParams, attempt: AttemptSecrets): Promise<SocialIdentity>
}

export const setParams = (url: URL, params: Record<string, string | undefined>) => {
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value)
  return url.href
}
