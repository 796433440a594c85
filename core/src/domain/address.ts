import { Schema } from "effect"
import { getAddress } from "viem"
import { base58Decode } from "./base58.js"
import { isCaipReference } from "./caip-network.js"
import { isChainNamespace, type ChainNamespace } from "./namespace.js"

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
/** CAIP-10's account_address: what an address of another namespace may be made of. */
const CAIP10_ACCOUNT = /^[-.%a-zA-Z0-9]{1,128}$/

/** EVM address: 40 hex digits, the 0x prefix optional. */
export const isEvmAddress = (value: string): boolean => EVM_ADDRESS.test(value)

/** An EVM address in its EIP-55 mixed-case form (0x added); anything else as given. */
export const checksumAddress = (value: string): string =>
  isEvmAddress(value) ? getAddress(value.startsWith("0x") ? value : `0x${value}`) : value

/** Solana address: 32 to 44 base58 characters that decode to a 32-byte public key. */
export const isSolanaAddress = (value: string): boolean => BASE58.test(value) && base58Decode(value)?.length === 32

export const EvmAddress = Schema.String.pipe(
  Schema.check(Schema.isPattern(EVM_ADDRESS, { expected: "an EVM address (40 hex digits, optional 0x)" })),
  Schema.brand("EvmAddress")
)
export type EvmAddress = typeof EvmAddress.Type

export const SolanaAddress = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(isSolanaAddress, { expected: "a Solana address (32 to 44 base58 characters, 32 bytes)" })
  ),
  Schema.brand("SolanaAddress")
)
export type SolanaAddress = typeof SolanaAddress.Type

/** The three parts of a CAIP-10 account id: `namespace:reference:address`. */
export interface CaipAddressParts {
  readonly namespace: ChainNamespace
  readonly reference: string
  readonly address: string
}

/** The longest CAIP-10 account id: namespace (8), reference (32), address (128) and two colons. */
const MAX_CAIP_ADDRESS_LENGTH = 8 + 1 + 32 + 1 + 128

/**
 * Splits a CAIP-10 address: a known namespace, a CAIP-2 reference (`[-_a-zA-Z0-9]{1,32}`)
 * and an address of that namespace (an EVM address under eip155, a 32-byte base58 key
 * under solana, CAIP-10's `[-.%a-zA-Z0-9]{1,128}` elsewhere); otherwise `undefined`.
 */
export const parseCaipAddress = (value: string): CaipAddressParts | undefined => {
  if (value.length > MAX_CAIP_ADDRESS_LENGTH) return undefined
  const parts = value.split(":")
  if (parts.length !== 3) return undefined
  const [namespace, reference, address] = parts as [string, string, string]
  if (!isChainNamespace(namespace)) return undefined
  if (!isCaipReference(reference) || !isAddressOf(namespace, address)) return undefined
  return { namespace, reference, address }
}

export const isCaipAddress = (value: string): boolean => parseCaipAddress(value) !== undefined

export const CaipAddress = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => isCaipAddress(value), {
      expected: "a CAIP address (namespace:reference:address with a known namespace)"
    })
  ),
  Schema.brand("CaipAddress")
)
export type CaipAddress = typeof CaipAddress.Type

/** Whether `address` is valid in the given namespace (bip122 and polkadot: CAIP-10's `[-.%a-zA-Z0-9]{1,128}`). */
export const isAddressOf = (namespace: ChainNamespace, address: string): boolean => {
  switch (namespace) {
    case "eip155":
      return isEvmAddress(address)
    case "solana":
      return isSolanaAddress(address)
    default:
      return CAIP10_ACCOUNT.test(address)
  }
}
