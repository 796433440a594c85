import { Schema } from "effect"
import { ChainNamespace, isChainNamespace } from "./namespace.js"

export const NativeCurrency = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  decimals: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))
})
export type NativeCurrency = typeof NativeCurrency.Type

const UrlList = Schema.Struct({
  http: Schema.Array(Schema.String),
  webSocket: Schema.optional(Schema.Array(Schema.String))
})

const BlockExplorer = Schema.Struct({
  name: Schema.String,
  url: Schema.String,
  apiUrl: Schema.optional(Schema.String)
})

const Contract = Schema.Struct({
  address: Schema.String,
  blockCreated: Schema.optional(Schema.Number)
})

/** CAIP-2's reference: `[-_a-zA-Z0-9]{1,32}`. */
const CAIP_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

export const isCaipReference = (reference: string): boolean => CAIP_REFERENCE.test(reference)

/** Whether `value` is a CAIP-2 id of a known namespace: `namespace:reference`, the reference `[-_a-zA-Z0-9]{1,32}`. */
export const isCaipNetworkId = (value: string): value is CaipNetworkId => {
  const colon = value.indexOf(":")
  return colon > 0 && isChainNamespace(value.slice(0, colon)) && isCaipReference(value.slice(colon + 1))
}

/** A CAIP-2 chain id: `namespace:reference`, e.g. `eip155:1` (the reference `[-_a-zA-Z0-9]{1,32}`). */
export const CaipNetworkId = Schema.TemplateLiteral([ChainNamespace, ":", Schema.String]).pipe(
  Schema.check(
    Schema.makeFilter((id: string) => isCaipReference(id.slice(id.indexOf(":") + 1)), {
      expected: "a CAIP-2 reference of 1 to 32 characters from [-_a-zA-Z0-9]"
    })
  )
)
export type CaipNetworkId = typeof CaipNetworkId.Type

/** A chain definition (SPEC §3) with its CAIP identity and display assets. */
export const CaipNetwork = Schema.Struct({
  id: Schema.Union([Schema.Number, Schema.String]),
  name: Schema.String,
  nativeCurrency: NativeCurrency,
  rpcUrls: Schema.Record(Schema.String, UrlList),
  blockExplorers: Schema.optional(Schema.Record(Schema.String, BlockExplorer)),
  contracts: Schema.optional(Schema.Record(Schema.String, Contract)),
  caipNetworkId: CaipNetworkId,
  chainNamespace: ChainNamespace,
  testnet: Schema.optional(Schema.Boolean),
  assets: Schema.optional(
    Schema.Struct({
      imageId: Schema.optional(Schema.String),
      imageUrl: Schema.optional(Schema.String)
    })
  )
})
export type CaipNetwork = typeof CaipNetwork.Type

export const caipNetworkIdOf = (namespace: ChainNamespace, reference: string | number): CaipNetworkId =>
  `${namespace}:${reference}` as CaipNetworkId

/** The namespace and reference of a CAIP-2 id. */
export const splitCaipNetworkId = (id: CaipNetworkId): { namespace: ChainNamespace; reference: string } => {
  const index = id.indexOf(":")
  return { namespace: id.slice(0, index) as ChainNamespace, reference: id.slice(index + 1) }
}
