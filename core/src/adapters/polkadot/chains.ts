import type { CaipNetwork } from "../../domain/caip-network.js"

/** SS58's generic Substrate prefix, for networks the table does not name. */
const GENERIC_SS58_PREFIX = 42

/** Each relay chain's SS58 prefix, by its CAIP-2 reference (the genesis hash's first 32 hex digits). */
const SS58_PREFIXES: Readonly<Record<string, number>> = {
  // Polkadot
  "91b171bb158e2d3848fa23a9f1c25182": 0,
  // Kusama
  b0a8d493285c2df73290dfb7e61f870f: 2,
  // Westend
  e143f23803ac50e8f6f8e62695d1ce9e: 42
}

/** The prefix addresses are written with on `network` (the generic one when it has none of its own). */
export const ss58PrefixOf = (network: CaipNetwork | undefined): number =>
  network === undefined ? GENERIC_SS58_PREFIX : (SS58_PREFIXES[String(network.id)] ?? GENERIC_SS58_PREFIX)

/** The CAIP-2 reference of a `polkadot:<ref>` id. */
export const referenceOf = (caipNetworkId: string): string => caipNetworkId.slice(caipNetworkId.indexOf(":") + 1)
