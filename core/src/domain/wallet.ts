import { Schema } from "effect"

const OptionalLink = Schema.optional(Schema.NullOr(Schema.String))

/** A wallet from the WalletConnect directory (SPEC §3). */
export const DirectoryWallet = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  image_id: Schema.optional(Schema.String),
  rdns: Schema.optional(Schema.NullOr(Schema.String)),
  chains: Schema.optional(Schema.Array(Schema.String)),
  mobile_link: OptionalLink,
  desktop_link: OptionalLink,
  webapp_link: OptionalLink,
  homepage: OptionalLink
})
export type DirectoryWallet = typeof DirectoryWallet.Type

export const GetWalletsResponse = Schema.Struct({
  count: Schema.Number,
  data: Schema.Array(DirectoryWallet)
})
export type GetWalletsResponse = typeof GetWalletsResponse.Type
