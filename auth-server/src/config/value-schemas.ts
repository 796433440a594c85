import { Schema, SchemaTransformation } from "effect"
import type { AuthProjects } from "../allowlist.js"
import { recoveryKeyOf } from "../store/wallet-shares.js"

// Each setting arrives as text (an environment variable, or a config file's value written as text)
// and is decoded by one of these; the loader names the variable when one fails.

const textThat = (holds: (value: string) => boolean) => Schema.String.pipe(Schema.check(Schema.makeFilter(holds)))

const isRecoveryKey = (value: string) => {
  try {
    recoveryKeyOf(value)
    return true
  } catch {
    return false
  }
}

const parsedUrl = (value: string): URL | undefined => (URL.canParse(value) ? new URL(value) : undefined)

/** A whole number within [minimum, maximum], written in digits only ("" and " 80" are refused). */
export const wholeNumber = (minimum: number, maximum: number) =>
  Schema.String.pipe(
    Schema.check(Schema.isPattern(/^\d{1,15}$/)),
    Schema.decodeTo(
      Schema.Number.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum, maximum }))),
      SchemaTransformation.numberFromString
    )
  )

export const Host = textThat((value) => /^[\w.:-]+$/.test(value))

/** The service's public origin (`https://auth.example.com`): no path, query or credentials; a trailing slash is dropped. */
export const PublicUrl = textThat((value) => {
  const url = parsedUrl(value)
  return (url?.protocol === "https:" || url?.protocol === "http:") && url.origin === value.replace(/\/$/, "")
}).pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transform({ decode: (value) => value.replace(/\/$/, ""), encode: (value) => value })
  )
)

/** An origin the service answers browsers from (CORS): scheme, host and port only. */
export const Origin = textThat((value) => {
  const url = parsedUrl(value)
  return (url?.protocol === "https:" || url?.protocol === "http:") && url.origin === value
})

export const DatabaseUrl = textThat((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value))

export const DataDir = Schema.NonEmptyString

export const RecoveryKey = textThat((value) => isRecoveryKey(value))

export const SmtpUrl = textThat((value) => {
  const url = parsedUrl(value)
  return (url?.protocol === "smtp:" || url?.protocol === "smtps:") && url.hostname !== ""
})

/** `auth@example.com` or `Example <auth@example.com>`. */
export const MailFrom = textThat((value) =>
  /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/.test(value.trim())
)

/** An allowlist entry: an exact origin, or `scheme://host:*` for any port (see allowlist.ts). */
const OriginPattern = textThat(
  (value) => /^https?:\/\/[^/:\s]+:\*$/.test(value) || (parsedUrl(value)?.origin === value && /^https?:/.test(value))
)

/** `{"my-project": ["https://app.example.com"]}` as JSON: at least one project, each with at least one origin. */
export const Projects: Schema.Codec<AuthProjects, string> = Schema.fromJsonString(
  Schema.Record(
    Schema.String.pipe(Schema.check(Schema.isPattern(/^[\w.-]{1,128}$/))),
    Schema.NonEmptyArray(OriginPattern)
  )
).pipe(Schema.check(Schema.makeFilter((projects) => Object.keys(projects).length > 0)))

export const Flag = Schema.Literals(["true", "false", "1", "0"]).pipe(
  Schema.decodeTo(
    Schema.Boolean,
    SchemaTransformation.transform({
      decode: (value) => value === "true" || value === "1",
      encode: (value): "true" | "false" => (value ? "true" : "false")
    })
  )
)

export const HttpUrl = textThat((value) => /^https?:$/.test(parsedUrl(value)?.protocol ?? ""))

/** `{"eip155:8453": "https://mainnet.base.org"}` as JSON: a CAIP-2 chain id to its URL. */
export const ChainUrls = Schema.fromJsonString(
  Schema.Record(Schema.String.pipe(Schema.check(Schema.isPattern(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))), HttpUrl)
)

/** Other recovery keys, comma-separated: shares sealed with them still open (while a rotation runs). */
export const RecoveryKeys = textThat((value) => value.split(",").every((key) => isRecoveryKey(key.trim()))).pipe(
  Schema.decodeTo(
    Schema.Array(Schema.String),
    SchemaTransformation.transform<ReadonlyArray<string>, string>({
      decode: (value) => value.split(",").map((key) => key.trim()),
      encode: (keys) => keys.join(",")
    })
  )
)

const ClientFields = {
  clientId: Schema.NonEmptyString,
  scope: Schema.optionalKey(Schema.NonEmptyString),
  tokenEndpointAuth: Schema.optionalKey(Schema.Literals(["client_secret_basic", "client_secret_post"])),
  authorizationEndpoint: Schema.optionalKey(HttpUrl),
  tokenEndpoint: Schema.optionalKey(HttpUrl)
}
const OidcProvider = Schema.Struct({
  ...ClientFields,
  clientSecret: Schema.NonEmptyString,
  issuer: Schema.optionalKey(HttpUrl),
  jwksUri: Schema.optionalKey(HttpUrl)
})
const AppleProvider = Schema.Struct({
  ...ClientFields,
  clientSecret: Schema.Union([
    Schema.NonEmptyString,
    Schema.Struct({ teamId: Schema.NonEmptyString, keyId: Schema.NonEmptyString, privateKey: Schema.NonEmptyString })
  ]),
  issuer: Schema.optionalKey(HttpUrl),
  jwksUri: Schema.optionalKey(HttpUrl)
})
const OAuth2Provider = Schema.Struct({
  ...ClientFields,
  clientSecret: Schema.NonEmptyString,
  userinfoEndpoint: Schema.optionalKey(HttpUrl)
})

/** The social providers as JSON (`{"google": {"clientId": "…", "clientSecret": "…"}}`): only these are offered. */
export const SocialProviders = Schema.fromJsonString(
  Schema.Struct({
    google: Schema.optionalKey(OidcProvider),
    apple: Schema.optionalKey(AppleProvider),
    github: Schema.optionalKey(OAuth2Provider),
    facebook: Schema.optionalKey(OAuth2Provider),
    x: Schema.optionalKey(OAuth2Provider),
    discord: Schema.optionalKey(OAuth2Provider)
  })
)
