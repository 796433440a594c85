import * as oauth from "oauth4webapi"
import { httpOptions, NO_IDENTITY, SocialLoginFailed } from "./http-options.js"
import { oidcIdentity } from "./profiles.js"
import { type ProviderClient, setParams } from "./provider-client.js"
import type { SocialProviderName, TokenEndpointAuth } from "./providers.js"

export interface OidcClientConfig {
  readonly name: SocialProviderName
  readonly issuer: string
  readonly clientId: string
  /** A function: Apple's secret is minted for each code. */
  readonly clientSecret: () => Promise<string>
  readonly scope: string
  readonly tokenEndpointAuth: TokenEndpointAuth
  readonly responseMode?: "form_post"
  readonly authorizationEndpoint?: string
  readonly tokenEndpoint?: string
  readonly jwksUri?: string
}

/**
 * An OpenID Connect provider: endpoints and keys by discovery of its issuer (kept once found),
 * the code redeemed with the client secret and the PKCE verifier, the ID token checked for
 * issuer, audience, nonce, expiry and its signature against the issuer's JWKS.
 */
export const oidcClient = (config: OidcClientConfig, redirectUri: string): ProviderClient => {
  const client: oauth.Client = { client_id: config.clientId }
  const keys: oauth.JWKSCacheInput = {}
  let discovered: Promise<oauth.AuthorizationServer> | undefined
  const discover = async (): Promise<oauth.AuthorizationServer> => {
    const issuer = new URL(config.issuer)
    const found = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, httpOptions(issuer))
    )
    return {
      ...found,
      ...(config.authorizationEndpoint === undefined ? {} : { authorization_endpoint: config.authorizationEndpoint }),
      ...(config.tokenEndpoint === undefined ? {} : { token_endpoint: config.tokenEndpoint }),
      ...(config.jwksUri === undefined ? {} : { jwks_uri: config.jwksUri })
    }
  }
  // A failed discovery is tried again at the next login.
  const server = () =>
    (discovered ??= discover().catch((error: unknown) => {
      discovered = undefined
      throw error
    }))
  const authenticate = async () => {
    const secret = await config.clientSecret()
    return config.tokenEndpointAuth === "client_secret_post"
      ? oauth.ClientSecretPost(secret)
      : oauth.ClientSecretBasic(secret)
  }
  return {
    name: config.name,
    async authorizationUrl(attempt) {
      const as = await server()
      if (as.authorization_endpoint === undefined) throw new Error(`${config.issuer} names no authorization endpoint`)
      return setParams(new URL(as.authorization_endpoint), {
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        response_mode: config.responseMode,
        scope: config.scope,
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(attempt.verifier),
        code_challenge_method: "S256"
      })
    },
    async identify(callback, attempt) {
      const as = await server()
      const parameters = oauth.validateAuthResponse(as, client, callback, attempt.state)
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        await authenticate(),
        parameters,
        redirectUri,
        attempt.verifier,
        httpOptions(as.token_endpoint)
      )
      const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
        expectedNonce: attempt.nonce,
        requireIdToken: true
      })
      await oauth.validateApplicationLevelSignature(as, response, {
        ...httpOptions(as.jwks_uri),
        [oauth.jwksCache]: keys
      })
      const identity = oidcIdentity(oauth.getValidatedIdTokenClaims(result), callback.get("user") ?? undefined)
      if (identity === undefined) throw new SocialLoginFailed(NO_IDENTITY)
      return identity
    }
  }
}
