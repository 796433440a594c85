import { Effect } from "effect"
import { Hex } from "effect/encoding"
import { p2wpkh, Transaction, WIF } from "@scure/btc-signer"
import { pubECDSA } from "@scure/btc-signer/utils.js"
import { localSignerConnectorData } from "../../connectors/connector-data.js"
import {
  networkForNamespace,
  type ConnectOptions,
  type ConnectorImplementation,
  type WalletSession
} from "../../connectors/session.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { InvalidInput, MissingNetwork, WalletRequestFailed } from "../../errors.js"
import type { LocalSignerKey } from "../local-signer-key.js"
import { outputScript } from "./address.js"
import { signBip322 } from "./bip322.js"
import { legacyKindOf, signLegacyMessage } from "./legacy-message.js"
import { bitcoinParams } from "./chains.js"
import { bitcoinRequest } from "./requests.js"
import type { Bip122Signer } from "./signer.js"

type BitcoinKey = Extract<LocalSignerKey, { readonly bitcoinWif: unknown }>

export const isBitcoinKey = (key: LocalSignerKey): key is BitcoinKey => "bitcoinWif" in key

/** The private key of a WIF written for `network` (mainnet keys start with K, L or 5; test keys with c or 9). */
const privateKeyFromWif = (wif: string, network: CaipNetwork): Effect.Effect<Uint8Array, InvalidInput> =>
  Effect.try({
    try: () => WIF(bitcoinParams(network)).decode(wif.trim()),
    catch: () =>
      new InvalidInput({ field: "wif", reason: `expected a compressed private key in WIF for ${network.name}` })
  })

const signer = (privateKey: Uint8Array, address: string, network: CaipNetwork): Bip122Signer => {
  const failed = (method: string) => (error: unknown) =>
    new WalletRequestFailed({ method, details: error instanceof Error ? error.message : String(error), cause: error })
  return {
    namespace: "bip122",
    signPsbt: (psbt) =>
      Effect.try({
        try: () => {
          const tx = Transaction.fromPSBT(psbt)
          tx.sign(privateKey)
          return tx.toPSBT()
        },
        catch: failed("signPsbt")
      }),
    signMessage: (asked, message, protocol) =>
      Effect.suspend(() => {
        const script = outputScript(network, asked)
        if (asked !== address || script === undefined) {
          return Effect.fail(
            new WalletRequestFailed({
              method: "signMessage",
              details: `the local signer holds the key of ${address}, not ${asked}`
            })
          )
        }
        if (protocol !== "ecdsa")
          return Effect.try({ try: () => signBip322(privateKey, script, message), catch: failed("signMessage") })
        const kind = legacyKindOf(script, pubECDSA(privateKey))
        return kind === undefined
          ? Effect.fail(
              new WalletRequestFailed({
                method: "signMessage",
                details: `${asked} has no legacy ECDSA signature; ask for BIP-322`
              })
            )
          : Effect.try({ try: () => signLegacyMessage(privateKey, kind, message), catch: failed("signMessage") })
      })
  }
}

/** A Bitcoin wallet whose key (WIF) lives in this process (CLI, tests): its native SegWit (P2WPKH) address on the network. */
export const bitcoinLocalSigner = (key: BitcoinKey): ConnectorImplementation => {
  const connector = { ...localSignerConnectorData, chain: "bip122" as const }
  const session = (privateKey: Uint8Array, network: CaipNetwork): WalletSession => {
    const address = p2wpkh(pubECDSA(privateKey), bitcoinParams(network)).address as string
    const keySigner = signer(privateKey, address, network)
    return {
      connector,
      namespace: "bip122",
      accounts: [address],
      publicKeys: { [address]: Hex.encode(pubECDSA(privateKey)) },
      caipNetworkId: network.caipNetworkId,
      signer: keySigner,
      request: (method, params) => bitcoinRequest(keySigner, address, method, params),
      switchNetwork: (target) => Effect.fail(new MissingNetwork({ caipNetworkId: target.caipNetworkId })),
      listen: () => () => {},
      disconnect: () => Effect.void
    }
  }
  const open = (options: ConnectOptions) =>
    Effect.gen(function* () {
      const network = networkForNamespace("bip122", options)
      if (network === undefined) return yield* new MissingNetwork({ caipNetworkId: "bip122" })
      const privateKey = yield* privateKeyFromWif(key.bitcoinWif, network)
      return [session(privateKey, network)]
    })
  return { connector, connect: open, reconnect: open }
}
