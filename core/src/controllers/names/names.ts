import { Clock, Effect, Option } from "effect"
import { NoActiveCaipAddress, type ApiStatusError } from "../../errors.js"
import { DataApi } from "../../services/data-api/data-api.js"
import { Profile, type AccountIdentity } from "../identity.js"
import { NameRefused, NameSignatureRefused, NameTaken } from "./errors.js"
import { brokenNameRule, fullNameOf, nameLabel } from "./rules.js"
import { namesTarget } from "./target.js"

/** Whether a typed name can be registered, and free names like it. */
export interface NameCheck {
  /** The full name (`alice.reown.id`). */
  readonly name: string
  readonly available: boolean
  /** Other names like it that nobody registered yet. */
  readonly suggestions: ReadonlyArray<string>
}

/** The typed name's label once it passes the character rules; the rule's error otherwise. */
export const validLabel = (typed: string): Effect.Effect<string, NameRefused> => {
  const label = nameLabel(typed)
  const rule = brokenNameRule(label)
  return rule === undefined ? Effect.succeed(label) : Effect.fail(new NameRefused({ name: typed, rule }))
}

/** Checks the rules, then asks the data API whether the name is free and for free names like it. */
export const checkName = Effect.fn("Names.check")(function* (typed: string) {
  const label = yield* validLabel(typed)
  const { target } = yield* namesTarget()
  const dataApi = yield* DataApi
  const name = fullNameOf(label)
  const suggestions = yield* dataApi.getNameSuggestions({ caipNetworkId: target.network.caipNetworkId, name: label })
  const listed = suggestions.find((suggestion) => suggestion.name === name)
  const taken =
    listed !== undefined
      ? listed.registered
      : Option.isSome(yield* dataApi.getNameProfile({ caipNetworkId: target.network.caipNetworkId, name }))
  return {
    name,
    available: !taken,
    suggestions: suggestions
      .filter((suggestion) => !suggestion.registered && suggestion.name !== name)
      .map((suggestion) => suggestion.name)
  } satisfies NameCheck
})

/** The registration text the wallet signs: the name, the address's coin type, attributes and when it was signed. */
export const registrationMessage = (fields: {
  readonly name: string
  readonly coinType: number
  readonly attributes: Readonly<Record<string, string>>
  readonly timestamp: number
}): string =>
  JSON.stringify({
    name: fields.name,
    coin_type: fields.coinType,
    attributes: fields.attributes,
    timestamp: fields.timestamp
  })

/**
 * The account's name from `/v1/profile/reverse/{address}` (the first name pointing to it), written
 * into the identity cache (5 minutes) and shown as the account's profile name.
 */
export const refreshProfileName = Effect.fn("Names.refreshProfileName")(function* () {
  const { target } = yield* namesTarget()
  const dataApi = yield* DataApi
  const profile = yield* Profile
  const names = yield* dataApi.reverseLookupNames({
    caipNetworkId: target.network.caipNetworkId,
    address: target.address,
    sender: target.address
  })
  const first = names[0]
  const identity: AccountIdentity = {
    name: first?.name ?? null,
    avatar: first?.attributes.find((attribute) => attribute.key === "avatar")?.value ?? null
  }
  yield* profile.remember(target.network.chainNamespace, target.address, identity)
  return identity.name
})

/**
 * Registers `typed` for the connected account: the rules, the name still free, the wallet
 * signs the registration, the data API checks the signature and writes it to the name
 * registry; then the account's profile name is read back from the reverse record.
 */
export const registerAccountName = Effect.fn("Names.register")(function* (
  typed: string,
  attributes: Readonly<Record<string, string>> = {}
) {
  const label = yield* validLabel(typed)
  const name = fullNameOf(label)
  const check = yield* checkName(label)
  if (!check.available) return yield* new NameTaken({ name })
  const { target, names, session } = yield* namesTarget()
  if (session === undefined) return yield* new NoActiveCaipAddress()
  const dataApi = yield* DataApi
  const timestamp = yield* Clock.currentTimeMillis
  const message = registrationMessage({ name, coinType: names.coinType, attributes, timestamp })
  const signature = yield* names.sign(session, target.network, target.address, message)
  yield* dataApi
    .registerName({
      caipNetworkId: target.network.caipNetworkId,
      coinType: names.coinType,
      address: target.address,
      message,
      signature
    })
    .pipe(
      Effect.catchTag(
        "ApiStatusError",
        (error): Effect.Effect<never, ApiStatusError | NameTaken | NameSignatureRefused> =>
          error.status === 409
            ? Effect.fail(new NameTaken({ name }))
            : error.status === 401
              ? Effect.fail(new NameSignatureRefused({ name }))
              : Effect.fail(error)
      )
    )
  yield* refreshProfileName()
  return name
})
