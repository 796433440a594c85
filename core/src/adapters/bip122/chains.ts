import { NETWORK, TEST_NETWORK } from "@scure/btc-signer"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { BitcoinAddressNetwork } from "../../errors/receiver-problem.js"

export type BitcoinParams = typeof NETWORK

const MAINNET_REFERENCE = "000000000019d6689c085ae165831e93"
/** Regtest's genesis hash's first 32 hex digits (`bitcoinLocal`'s default). */
const BITCOIN_REGTEST_REFERENCE = "0f9188f13cb7b2c71f2a335e3a4fc328"

/** Regtest shares testnet's base58 prefixes but writes bech32 with `bcrt`. */
const REGTEST: BitcoinParams = { ...TEST_NETWORK, bech32: "bcrt" }

/** Address prefixes and key versions of `network`: mainnet, regtest, or testnet (testnet3/4, signet). */
export const bitcoinParams = (network: CaipNetwork | undefined): BitcoinParams => {
  const reference = network === undefined ? MAINNET_REFERENCE : String(network.id)
  if (reference === MAINNET_REFERENCE) return NETWORK
  if (reference === BITCOIN_REGTEST_REFERENCE) return REGTEST
  return TEST_NETWORK
}

/** Each Bitcoin network's parameters and which it is, for messages (a `ReceiverProblem`'s `addressNetwork`). */
export const BITCOIN_NETWORK_NAMES: ReadonlyArray<readonly [BitcoinParams, BitcoinAddressNetwork]> = [
  [NETWORK, "mainnet"],
  [TEST_NETWORK, "testnet"],
  [REGTEST, "regtest"]
]

/** The chain names Wallet Standard Bitcoin wallets use beside CAIP-2 ids. */
export const walletStandardBitcoinChain = (network: CaipNetwork): ReadonlyArray<string> => {
  const reference = String(network.id)
  const named =
    reference === MAINNET_REFERENCE
      ? "bitcoin:mainnet"
      : reference === BITCOIN_REGTEST_REFERENCE
        ? "bitcoin:regtest"
        : "bitcoin:testnet"
  return [network.caipNetworkId, named]
}
