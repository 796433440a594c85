import { Effect } from "effect"
import { createWalletClient, type Hex, type LocalAccount } from "viem"
import { localSignerConnectorData } from "../../connectors/connector-data.js"
import {
  networkForNamespace,
  type ConnectorImplementation,
  type ConnectOptions,
  type SessionEvent,
  type WalletSession
} from "../../connectors/session.js"
import { caipNetworkIdOf, type CaipNetwork } from "../../domain/caip-network.js"
import { InvalidInput, MissingNetwork } from "../../errors.js"
import { rpcUrlOf, type ChainRpcEndpoint } from "../../services/chain-rpc/chain-rpc-url.js"
import type { LocalSignerKey } from "../local-signer-key.js"
import { localRequest } from "./local-requests.js"
import { evmHttpTransport } from "./rpc.js"
import { toViemChain } from "./viem-chain.js"
import type { EvmSigner } from "./signer.js"

type EvmKey = Extract<LocalSignerKey, { readonly privateKey: string } | { readonly mnemonic: string }>

export const isEvmKey = (key: LocalSignerKey): key is EvmKey => "privateKey" in key || "mnemonic" in key

/**
 * A viem account from a private key or a mnemonic; bad keys are `InvalidInput`, never a crash.
 * viem's accounts (secp256k1, BIP-32/39) load only here: a page that configures no local
 * signer never downloads them.
 */
const localAccountFrom = (key: EvmKey): Effect.Effect<LocalAccount, InvalidInput> =>
  Effect.tryPromise({
    try: async () => {
      const { mnemonicToAccount, privateKeyToAccount } = await import("viem/accounts")
      return "privateKey" in key
        ? privateKeyToAccount((key.privateKey.startsWith("0x") ? key.privateKey : `0x${key.privateKey}`) as Hex)
        : mnemonicToAccount(key.mnemonic.trim(), { addressIndex: key.accountIndex ?? 0 })
    },
    catch: () =>
      new InvalidInput({
        field: "privateKey" in key ? "private key" : "mnemonic",
        reason: "privateKey" in key ? "expected 32 bytes of hex" : "expected a valid BIP-39 phrase"
      })
  })

/**
 * A wallet whose key lives in this process: for the CLI and tests. Never
 * offered in the browser modal unless the dApp configures it explicitly.
 * Every signature is made here (messages, typed data, transactions, sent raw to
 * the network's RPC URL, or the multi-chain RPC service's without one); reads go to the node.
 */
export const localSignerConnector = (key: EvmKey, chainRpc?: ChainRpcEndpoint): ConnectorImplementation => {
  const connector = localSignerConnectorData
  const session = (account: LocalAccount, initial: CaipNetwork): WalletSession<EvmSigner> => {
    let current = initial
    const listeners = new Set<(event: SessionEvent) => void>()
    const rpcUrl = (network: CaipNetwork) => rpcUrlOf(network, chainRpc)
    const client = (network: CaipNetwork) =>
      createWalletClient({ account, chain: toViemChain(network), transport: evmHttpTransport(rpcUrl(network)) })
    return {
      connector,
      namespace: "eip155",
      accounts: [account.address],
      caipNetworkId: caipNetworkIdOf("eip155", initial.id),
      signer: { namespace: "eip155", walletClient: client },
      request: (method, params) => localRequest(account, client(current), current)(method, params),
      switchNetwork: (network) =>
        Effect.gen(function* () {
          if (network.chainNamespace !== "eip155" || rpcUrl(network) === undefined) {
            return yield* new MissingNetwork({ caipNetworkId: network.caipNetworkId })
          }
          current = network
          for (const listener of listeners) listener({ type: "networkChanged", caipNetworkId: network.caipNetworkId })
        }),
      listen: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      disconnect: () => Effect.void
    }
  }
  const open = (options: ConnectOptions) =>
    Effect.gen(function* () {
      const account = yield* localAccountFrom(key)
      const network = networkForNamespace("eip155", options)
      if (network === undefined) return yield* new MissingNetwork({ caipNetworkId: "eip155" })
      return [session(account, network)]
    })
  return { connector, connect: open, reconnect: open }
}
