import { Option, Schema, SchemaTransformation } from "effect"
import { NullAsAbsent } from "../../domain/api-values.js"

/**
 * A registered name as the Blockchain API writes it (reown-com/blockchain-api,
 * src/database/types.rs `NameAndAddresses`): `addresses` a map keyed by ENSIP-11 coin
 * type, each with a `created_at` that may be `null`; `attributes` an object of text
 * records, or `null` when the name has none. `registered_at`, `updated_at` are not read.
 */
const NameProfileWire = Schema.Struct({
  name: Schema.String,
  addresses: Schema.Record(
    Schema.String,
    Schema.Struct({ address: Schema.String, created_at: NullAsAbsent(Schema.String) })
  ),
  attributes: NullAsAbsent(Schema.Record(Schema.String, Schema.String))
})

/** A registered name (.reown.id, legacy .wcn.id) with its addresses per coin type and its text records. */
export interface NameProfile {
  readonly name: string
  /** By coin type as text, e.g. `"60"` for EVM addresses. */
  readonly addresses: Readonly<Record<string, { readonly address: string }>>
  readonly attributes: ReadonlyArray<{ readonly key: string; readonly value: string }>
}

const nameProfileOf = (wire: typeof NameProfileWire.Type): NameProfile => ({
  name: wire.name,
  addresses: Object.fromEntries(
    Object.entries(wire.addresses).map(([coinType, entry]) => [coinType, { address: entry.address }])
  ),
  attributes: Object.entries(wire.attributes ?? {}).map(([key, value]) => ({ key, value }))
})

/** A name profile in the product's terms: the text records as a list of `{ key, value }`. */
export const NameProfile = NameProfileWire.pipe(
  Schema.decodeTo(
    Schema.Struct({
      name: Schema.String,
      addresses: Schema.Record(Schema.String, Schema.Struct({ address: Schema.String })),
      attributes: Schema.Array(Schema.Struct({ key: Schema.String, value: Schema.String }))
    }),
    SchemaTransformation.transform<NameProfile, typeof NameProfileWire.Type>({
      decode: nameProfileOf,
      encode: (profile) => ({
        ...profile,
        attributes: Object.fromEntries(profile.attributes.map(({ key, value }) => [key, value]))
      })
    })
  )
)

/**
 * The lookup's answer with `apiVersion=2`: the profile, or an empty list when the name is
 * not registered (reown-com/blockchain-api, src/handlers/profile/lookup.rs).
 */
export const NameLookupAnswer = Schema.Union([NameProfile, Schema.Tuple([])])

export const profileOfLookup = (answer: typeof NameLookupAnswer.Type): Option.Option<NameProfile> =>
  Array.isArray(answer) ? Option.none() : Option.some(answer as NameProfile)

/** Profile calls ask for the second version of the profile API. */
export const PROFILE_API_VERSION = 2

/** The zone name suggestions are made in. */
export const NAME_SUGGESTIONS_ZONE = "reown.id"
