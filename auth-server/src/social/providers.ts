import type { AppleSigningKey } from "./apple-secret.js"

/** The social providers the product offers (SPEC: google, github, apple, facebook, x, discord). */
export const SOCIAL_PROVIDER_NAMES = ["google", "github", "apple", "facebook", "x", "discord"] as const
export type SocialProviderName = (typeof SOCIAL_PROVIDER_NAMES)[number]

/** How the service proves itself at the token endpoint (`client_secret_basic`: HTTP Basic; `_post`: in the form). */
export type TokenEndpointAuth = "client_secret_basic" | "client_secret_post"

interface ClientConfig {
  /** The client (app) id the provider gave the operator. */
  readonly clientId: string
  /** Space-separated; default: the provider's usual scopes for a name and an email. */
  readonly scope?: string
  /** Default: what the provider documents. */
  readonly tokenEndpointAuth?: TokenEndpointAuth
}

/** An OpenID Connect provider (Google, Apple): endpoints and keys found by discovery of `issuer`. */
export interface OidcProviderConfig extends ClientConfig {
  readonly clientSecret: string
  /** Default: the provider's own issuer; discovery at `${issuer}/.well-known/openid-configuration`. */
  readonly issuer?: string
  /** Overrides of what discovery says. */
  readonly authorizationEndpoint?: string
  readonly tokenEndpoint?: string
  readonly jwksUri?: string
}

/** Apple: its client secret is a JWT signed with the operator's key; give the JWT, or the key to mint it from. */
export interface AppleProviderConfig extends Omit<OidcProviderConfig, "clientSecret"> {
  readonly clientSecret: string | AppleSigningKey
}

/** An OAuth 2.0 provider (GitHub, Facebook, X, Discord): explicit endpoints, the person read from its user endpoint. */
export interface OAuth2ProviderConfig extends ClientConfig {
  readonly clientSecret: string
  /** Defaults: the provider's own endpoints. */
  readonly authorizationEndpoint?: string
  readonly tokenEndpoint?: string
  /** The provider's "who is this token's person" endpoint (its answer's shape is the provider's, see profiles.ts). */
  readonly userinfoEndpoint?: string
}

/** The providers an operator configured; only these can be used. */
export interface SocialProvidersConfig {
  readonly google?: OidcProviderConfig
  readonly apple?: AppleProviderConfig
  readonly github?: OAuth2ProviderConfig
  readonly facebook?: OAuth2ProviderConfig
  readonly x?: OAuth2ProviderConfig
  readonly discord?: OAuth2ProviderConfig
}

export interface SocialOptions {
  /** Where providers send the browser back; default `${apiUrl}/v1/social/callback` (register it with each provider). */
  readonly redirectUri?: string
  readonly providers: SocialProvidersConfig
}

interface Defaults {
  readonly scope: string
  readonly tokenEndpointAuth: TokenEndpointAuth
}
export interface OidcDefaults extends Defaults {
  readonly kind: "oidc"
  readonly issuer: string
  /** Apple posts the answer back (`form_post`): required when asking for name or email. */
  readonly responseMode?: "form_post"
}
export interface OAuth2Defaults extends Defaults {
  readonly kind: "oauth2"
  readonly authorizationEndpoint: string
  readonly tokenEndpoint: string
  readonly userinfoEndpoint: string
}

/** The real providers' endpoints and scopes, as each documents them. */
export const PROVIDER_DEFAULTS = {
  google: {
    kind: "oidc",
    issuer: "https://accounts.google.com",
    scope: "openid email profile",
    tokenEndpointAuth: "client_secret_basic"
  },
  apple: {
    kind: "oidc",
    issuer: "https://appleid.apple.com",
    scope: "name email",
    tokenEndpointAuth: "client_secret_post",
    responseMode: "form_post"
  },
  github: {
    kind: "oauth2",
    authorizationEndpoint: "https://github.com/login/oauth/authorize",
    tokenEndpoint: "https://github.com/login/oauth/access_token",
    userinfoEndpoint: "https://api.github.com/user",
    scope: "read:user user:email",
    tokenEndpointAuth: "client_secret_post"
  },
  facebook: {
    kind: "oauth2",
    authorizationEndpoint: "https://www.facebook.com/v21.0/dialog/oauth",
    tokenEndpoint: "https://graph.facebook.com/v21.0/oauth/access_token",
    userinfoEndpoint: "https://graph.facebook.com/v21.0/me?fields=id,name,email",
    scope: "public_profile email",
    tokenEndpointAuth: "client_secret_post"
  },
  x: {
    kind: "oauth2",
    authorizationEndpoint: "https://x.com/i/oauth2/authorize",
    tokenEndpoint: "https://api.x.com/2/oauth2/token",
    userinfoEndpoint: "https://api.x.com/2/users/me",
    // users.read needs tweet.read beside it.
    scope: "users.read tweet.read",
    tokenEndpointAuth: "client_secret_basic"
  },
  discord: {
    kind: "oauth2",
    authorizationEndpoint: "https://discord.com/oauth2/authorize",
    tokenEndpoint: "https://discord.com/api/oauth2/token",
    userinfoEndpoint: "https://discord.com/api/users/@me",
    scope: "identify email",
    tokenEndpointAuth: "client_secret_basic"
  }
} as const satisfies { google: OidcDefaults; apple: OidcDefaults } & Record<
  "github" | "facebook" | "x" | "discord",
  OAuth2Defaults
>

/** The providers' names as people know them, for messages. */
export const PROVIDER_TITLES: Record<SocialProviderName, string> = {
  google: "Google",
  github: "GitHub",
  apple: "Apple",
  facebook: "Facebook",
  x: "X",
  discord: "Discord"
}
