import { Option, Schema } from "effect"
import * as oauth from "oauth4webapi"
import { httpOptions, NO_IDENTITY, PROVIDER_ANSWER_UNCHECKED, SocialLoginFailed } from "./http-options.js"
import { PROFILES, type SocialIdentity } from "./profiles.js"
import { type ProviderClient, setParams } from "./provider-client.js"
import type { TokenEndpointAuth } from "./providers.js"

export interface OAuth2ClientConfig {
  readonly name: "github" | "facebook" | "x" | "discord"
  readonly clientId: string
  readonly clientSecret: string
  readonly scope: string
  readonly tokenEndpointAuth: TokenEndpointAuth
  readonly authorizationEndpoint: string
  readonly tokenEndpoint: string
  readonly userinfoEndpoint: string
}

/** A token endpoint's answer; GitHub answers refusals with 200 and an `error`, so the access token is what counts. */
const TokenAnswer = Schema.Struct({ access_token: Schema.String.pipe(Schema.check(Schema.isMinLength(1))) })
/** The error code an OAuth 2.0 refusal carries (`invalid_client`, `bad_verification_code`…), for the operator. */
const TokenRefusal = Schema.Struct({ error: Schema.String.pipe(Schema.check(Schema.isPattern(/^[\w.-]{1,64}$/))) })

/**
 * An OAuth 2.0 provider: the code redeemed with the client secret and the PKCE verifier, then the
 * person read from the provider's user endpoint in its own shape. The token answer is decoded here
 * rather than by oauth4webapi, which would check any ID token in it against an issuer these
 * providers do not have (the local stand-in includes one).
 */
export const oauth2Client = (config: OAuth2ClientConfig, redirectUri: string): ProviderClient => {
  const as: oauth.AuthorizationServer = {
    issuer: new URL(config.authorizationEndpoint).origin,
    authorization_endpoint: config.authorizationEndpoint,
    token_endpoint: config.tokenEndpoint
  }
  const client: oauth.Client = { client_id: config.clientId }
  const authentication =
    config.tokenEndpointAuth === "client_secret_post"
      ? oauth.ClientSecretPost(config.clientSecret)
      : oauth.ClientSecretBasic(config.clientSecret)
  const person = PROFILES[config.name]
  return {
    name: config.name,
    async authorizationUrl(attempt) {
      return setParams(new URL(config.authorizationEndpoint), {
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: config.scope,
        state: attempt.state,
        code_challenge: await oauth.calculatePKCECodeChallenge(attempt.verifier),
        code_challenge_method: "S256"
      })
    },
    async identify(callback, attempt): Promise<SocialIdentity> {
      // Only code and state: an OAuth 2.0 provider has no issuer to compare an `iss` with.
      const parameters = oauth.validateAuthResponse(
        as,
        client,
        new URLSearchParams({ code: callback.get("code") ?? "", state: callback.get("state") ?? "" }),
        attempt.state
      )
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        authentication,
        parameters,
        redirectUri,
        attempt.verifier,
        httpOptions(config.tokenEndpoint)
      )
      const answer: unknown = await response.json().catch(() => undefined)
      const token = Option.getOrUndefined(Schema.decodeUnknownOption(TokenAnswer)(answer))
      if (!response.ok || token === undefined) {
        const refusal = Option.getOrUndefined(Schema.decodeUnknownOption(TokenRefusal)(answer))
        const code = refusal === undefined ? "" : ` (${refusal.error})`
        throw new SocialLoginFailed(PROVIDER_ANSWER_UNCHECKED, `the token endpoint answered ${response.status}${code}`)
      }
      const user = await oauth.protectedResourceRequest(
        token.access_token,
        "GET",
        new URL(config.userinfoEndpoint),
        // GitHub's API refuses a request without a User-Agent.
        new Headers({ accept: "application/json", "user-agent": "gangway-auth-server" }),
        null,
        httpOptions(config.userinfoEndpoint)
      )
      const identity = user.ok ? person(await user.json().catch(() => undefined)) : undefined
      if (identity === undefined)
        throw new SocialLoginFailed(
          NO_IDENTITY,
          user.ok ? "the user endpoint answered in another shape" : `the user endpoint answered ${user.status}`
        )
      return identity
    }
  }
}
