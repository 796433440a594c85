import { Address, OutScript } from "@scure/btc-signer"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { receiverReason } from "../../errors/invalid-receiver.js"
import type { ReceiverProblem } from "../../errors/receiver-problem.js"
import { bitcoinParams, BITCOIN_NETWORK_NAMES } from "./chains.js"

/** The output script of `address` on `network`, or none when it is not one of that network's addresses. */
export const outputScript = (network: CaipNetwork | undefined, address: string): Uint8Array | undefined => {
  try {
    return OutScript.encode(Address(bitcoinParams(network)).decode(address.trim()))
  } catch {
    return undefined
  }
}

/** Whether `address` is one of `network`'s, or, with no network given, of any Bitcoin network. */
export const isBitcoinAddress = (address: string, network?: CaipNetwork): boolean =>
  network === undefined
    ? BITCOIN_NETWORK_NAMES.some(([params]) => decodes(params, address))
    : outputScript(network, address) !== undefined

const decodes = (params: ReturnType<typeof bitcoinParams>, address: string) => {
  try {
    Address(params).decode(address.trim())
    return true
  } catch {
    return false
  }
}

const BECH32_DATA = /^[02-9ac-hj-np-z]+$/
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{26,35}$/

/**
 * Written as `network`'s addresses are (its bech32 prefix and letters, or base58 whose check
 * fails) yet not decoding: a character was mistyped or lost, which the checksum caught.
 */
const checksumFails = (address: string, network: CaipNetwork): boolean => {
  const trimmed = address.trim()
  const lower = trimmed.toLowerCase()
  const prefix = `${bitcoinParams(network).bech32}1`
  if (lower.startsWith(prefix))
    return (trimmed === lower || trimmed === trimmed.toUpperCase()) && BECH32_DATA.test(lower.slice(prefix.length))
  if (!BASE58.test(trimmed)) return false
  try {
    Address(bitcoinParams(network)).decode(trimmed)
    return false
  } catch (error) {
    return error instanceof Error && /checksum/i.test(error.message)
  }
}

/** Why an address-like text is not `network`'s: another Bitcoin network's (which), or a checksum that does not match. */
export const bitcoinReceiverProblem = (address: string, network?: CaipNetwork): ReceiverProblem | undefined => {
  if (network === undefined || outputScript(network, address) !== undefined) return undefined
  const other = BITCOIN_NETWORK_NAMES.find(([params]) => params !== bitcoinParams(network) && decodes(params, address))
  if (other !== undefined)
    return { kind: "otherBitcoinNetwork", value: address.trim(), addressNetwork: other[1], network: network.name }
  return checksumFails(address, network) ? { kind: "bitcoinChecksum" } : undefined
}

/** `bitcoinReceiverProblem` in English words (the refusal's `reason`). */
export const bitcoinAddressProblem = (address: string, network?: CaipNetwork): string | undefined => {
  const problem = bitcoinReceiverProblem(address, network)
  return problem === undefined ? undefined : receiverReason(problem)
}

/** Legacy (P2PKH), P2SH, P2WPKH, P2WSH or P2TR on the network's prefixes; bech32 written in lower case. */
export const normalizeBitcoinAddress = (address: string): string => {
  const trimmed = address.trim()
  return /^(bc|tb|bcrt)1/i.test(trimmed) ? trimmed.toLowerCase() : trimmed
}

/** The networks' address prefixes, for messages. */
export const ADDRESS_RULE =
  "a Bitcoin address of this network (bc1…, 1… or 3… on mainnet; tb1…, m/n… or 2… on testnet; bcrt1… on regtest)"

/** The kind of output an address pays to, by its script. */
export const scriptKind = (script: Uint8Array): string => OutScript.decode(script).type

// Bitcoin Core relays no output worth less than spending it costs at 3 sat/vB: the
// output's own bytes plus a typical input spending it (67 vB for a witness program, 148 otherwise).
const DUST_RELAY_SAT_PER_VBYTE = 3n

/** The smallest amount an output with this script may carry and still be relayed. */
export const dustThreshold = (script: Uint8Array): bigint => {
  const outputBytes = BigInt(8 + 1 + script.length)
  const kind = scriptKind(script)
  const spendBytes = kind === "wpkh" || kind === "wsh" || kind === "tr" ? 67n : 148n
  return (outputBytes + spendBytes) * DUST_RELAY_SAT_PER_VBYTE
}
