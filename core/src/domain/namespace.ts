import { Schema } from "effect"

/** The chain namespaces the product knows (CAIP-2 namespaces). */
export const ChainNamespace = Schema.Literals(["eip155", "solana", "polkadot", "bip122"])
export type ChainNamespace = typeof ChainNamespace.Type

const CHAIN_NAMESPACES: ReadonlyArray<ChainNamespace> = ChainNamespace.literals

export const isChainNamespace = (value: string): value is ChainNamespace =>
  (CHAIN_NAMESPACES as ReadonlyArray<string>).includes(value)

export const AccountType = Schema.Literals(["eoa", "smartAccount"])
export type AccountType = typeof AccountType.Type
