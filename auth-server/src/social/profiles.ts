import { Option, Schema } from "effect"

/** Who signed in, as the service keeps it: the provider's stable id for the person, a name to show, an email if given. */
export interface SocialIdentity {
  readonly subject: string
  readonly name: string
  readonly email: string | null
}

const NonEmpty = Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
const MaybeEmail = Schema.optionalKey(Schema.NullOr(Schema.String))

/** Each OAuth 2.0 provider's user endpoint, in its own shape (untrusted: decoded, extra fields ignored). */
const GitHubUser = Schema.Struct({ id: Schema.Number, login: NonEmpty, email: MaybeEmail })
const FacebookUser = Schema.Struct({ id: NonEmpty, name: NonEmpty, email: MaybeEmail })
const XUser = Schema.Struct({ data: Schema.Struct({ id: NonEmpty, username: NonEmpty }) })
const DiscordUser = Schema.Struct({
  id: NonEmpty,
  username: NonEmpty,
  email: MaybeEmail,
  verified: Schema.optionalKey(Schema.Boolean)
})

const decode =
  <S extends Schema.Codec<unknown, unknown>>(schema: S, identity: (user: S["Type"]) => SocialIdentity) =>
  (body: unknown): SocialIdentity | undefined => {
    const user = Option.getOrUndefined(Schema.decodeUnknownOption(schema)(body))
    return user === undefined ? undefined : identity(user)
  }

/** The person in a user endpoint's answer, by provider; undefined when the answer is not that provider's shape. */
export const PROFILES: Record<"github" | "facebook" | "x" | "discord", (body: unknown) => SocialIdentity | undefined> =
  {
    github: decode(GitHubUser, (user) => ({ subject: String(user.id), name: user.login, email: user.email ?? null })),
    facebook: decode(FacebookUser, (user) => ({ subject: user.id, name: user.name, email: user.email ?? null })),
    // X's user object carries no email.
    x: decode(XUser, (user) => ({ subject: user.data.id, name: user.data.username, email: null })),
    // Discord gives the email with `verified`; an unverified one is not the person's to claim.
    discord: decode(DiscordUser, (user) => ({
      subject: user.id,
      name: user.username,
      email: user.verified === true ? (user.email ?? null) : null
    }))
  }

const IdTokenClaims = Schema.Struct({
  sub: NonEmpty,
  email: Schema.optionalKey(Schema.String),
  email_verified: Schema.optionalKey(Schema.Union([Schema.Boolean, Schema.String])),
  preferred_username: Schema.optionalKey(Schema.String),
  name: Schema.optionalKey(Schema.String)
})

/** Apple's `user` form field, sent with the first login only: the name the person gave. */
const AppleUser = Schema.fromJsonString(
  Schema.Struct({
    name: Schema.optionalKey(
      Schema.Struct({ firstName: Schema.optionalKey(Schema.String), lastName: Schema.optionalKey(Schema.String) })
    )
  })
)

/** The person in validated ID token claims (an email the provider says is unverified is dropped). */
export const oidcIdentity = (claims: unknown, appleUser?: string): SocialIdentity | undefined => {
  const decoded = Option.getOrUndefined(Schema.decodeUnknownOption(IdTokenClaims)(claims))
  if (decoded === undefined) return undefined
  const verified = decoded.email_verified !== false && decoded.email_verified !== "false"
  const email = verified ? (decoded.email ?? null) : null
  const apple =
    appleUser === undefined ? undefined : Option.getOrUndefined(Schema.decodeUnknownOption(AppleUser)(appleUser))
  const appleName = [apple?.name?.firstName, apple?.name?.lastName].filter(Boolean).join(" ")
  const name = decoded.preferred_username || decoded.name || appleName || email || decoded.sub
  return { subject: decoded.sub, name, email }
}
