import { appleClientSecret } from "./apple-secret.js"
import { oauth2Client } from "./oauth2-client.js"
import { oidcClient } from "./oidc-client.js"
import type { ProviderClient } from "./provider-client.js"
import {
  type OAuth2ProviderConfig,
  PROVIDER_DEFAULTS,
  type SocialOptions,
  type SocialProviderName
} from "./providers.js"

export interface SocialProviders {
  /** Where every provider sends the browser back. */
  readonly redirectUri: string
  /** The configured provider by that name; undefined when the operator did not configure it. */
  get(name: string): ProviderClient | undefined
}

const oauth2 = (name: "github" | "facebook" | "x" | "discord", config: OAuth2ProviderConfig, redirectUri: string) => {
  const defaults = PROVIDER_DEFAULTS[name]
  return oauth2Client(
    {
      name,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      scope: config.scope ?? defaults.scope,
      tokenEndpointAuth: config.tokenEndpointAuth ?? defaults.tokenEndpointAuth,
      authorizationEndpoint: config.authorizationEndpoint ?? defaults.authorizationEndpoint,
      tokenEndpoint: config.tokenEndpoint ?? defaults.tokenEndpoint,
      userinfoEndpoint: config.userinfoEndpoint ?? defaults.userinfoEndpoint
    },
    redirectUri
  )
}

/** The providers the operator configured, each with its real defaults under what was given. */
export const socialProviders = (
  options: SocialOptions | undefined,
  apiUrl: string,
  now: () => number
): SocialProviders => {
  const redirectUri = options?.redirectUri ?? `${apiUrl}/v1/social/callback`
  const configured = options?.providers ?? {}
  const clients = new Map<SocialProviderName, ProviderClient>()
  const { google, apple } = configured
  if (google !== undefined) {
    const defaults = PROVIDER_DEFAULTS.google
    const clientSecret = google.clientSecret
    clients.set(
      "google",
      oidcClient(
        {
          ...google,
          name: "google",
          issuer: google.issuer ?? defaults.issuer,
          clientSecret: async () => clientSecret,
          scope: google.scope ?? defaults.scope,
          tokenEndpointAuth: google.tokenEndpointAuth ?? defaults.tokenEndpointAuth
        },
        redirectUri
      )
    )
  }
  if (apple !== undefined) {
    const defaults = PROVIDER_DEFAULTS.apple
    const secret = apple.clientSecret
    clients.set(
      "apple",
      oidcClient(
        {
          ...apple,
          name: "apple",
          issuer: apple.issuer ?? defaults.issuer,
          clientSecret: async () =>
            typeof secret === "string" ? secret : appleClientSecret(secret, apple.clientId, now()),
          scope: apple.scope ?? defaults.scope,
          tokenEndpointAuth: apple.tokenEndpointAuth ?? defaults.tokenEndpointAuth,
          responseMode: defaults.responseMode
        },
        redirectUri
      )
    )
  }
  for (const name of ["github", "facebook", "x", "discord"] as const) {
    const config = configured[name]
    if (config !== undefined) clients.set(name, oauth2(name, config, redirectUri))
  }
  return { redirectUri, get: (name) => clients.get(name as SocialProviderName) }
}
