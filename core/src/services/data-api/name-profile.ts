import { Schema } from "effect"

/** A registered name (.reown.id, legacy .wcn.id) with its addresses per coin type and its text records. */
export const NameProfile = Schema.Struct({
  name: Schema.String,
  addresses: Schema.Record(Schema.String, Schema.Struct({ address: Schema.String })),
  attributes: Schema.Array(Schema.Struct({ key: Schema.String, value: Schema.String }))
})
export type NameProfile = typeof NameProfile.Type

/** Profile calls ask for the second version of the profile API. */
export const PROFILE_API_VERSION = 2

/** The zone name suggestions are made in. */
export const NAME_SUGGESTIONS_ZONE = "reown.id"
