import { Effect } from "effect"
import { createWalletClient, custom, getAddress, isAddress, type Address } from "viem"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { caipNetworkIdOf } from "../../domain/caip-network.js"
import type { Connector } from "../../domain/connector.js"
import { UNRECOGNIZED_CHAIN, type Eip1193Provider } from "../../connectors/provider.js"
import type { SessionEvent, WalletSession } from "../../connectors/session.js"
import { addChainParameters, toViemChain } from "./viem-chain.js"
import { answerCheckedProvider } from "./wallet-answers.js"
import { toWalletError } from "./wallet-errors.js"
import type { EvmSigner } from "./signer.js"

/** Requests to the wallet, each answer checked by its method (`WalletAnswerInvalid` when it is no answer). */
export const requestThrough = (wallet: Eip1193Provider) => {
  const provider = answerCheckedProvider(wallet)
  return (method: string, params?: unknown) =>
    Effect.tryPromise({
      try: () => provider.request(params === undefined ? { method } : { method, params }),
      catch: (error) => toWalletError(method, error)
    })
}

const parseChainId = (value: unknown): number =>
  typeof value === "number"
    ? value
    : typeof value === "string"
      ? Number.parseInt(value, value.startsWith("0x") ? 16 : 10)
      : Number.NaN

const toAddresses = (value: unknown): ReadonlyArray<Address> =>
  Array.isArray(value)
    ? value
        .filter((item): item is string => typeof item === "string" && isAddress(item, { strict: false }))
        .map((item) => getAddress(item))
    : []

/**
 * A session over an EIP-1193 provider (an injected wallet, or WalletConnect's
 * adapter). `accounts` are those the wallet granted.
 */
export const providerSession = (options: {
  readonly connector: Connector
  readonly provider: Eip1193Provider
  readonly accounts: ReadonlyArray<Address>
  readonly chainId: number
  readonly disconnect?: () => Effect.Effect<void>
}): WalletSession<EvmSigner> => {
  const { provider, connector } = options
  const request = requestThrough(provider)
  const account = options.accounts[0]
  return {
    connector,
    namespace: "eip155",
    accounts: options.accounts,
    caipNetworkId: caipNetworkIdOf("eip155", options.chainId),
    signer: {
      namespace: "eip155",
      walletClient: (network: CaipNetwork) =>
        createWalletClient({
          ...(account === undefined ? {} : { account }),
          chain: toViemChain(network),
          // Never asked twice: a retry would have the person sign or send again.
          transport: custom(answerCheckedProvider(provider), { retryCount: 0 })
        }) as never
    },
    request,
    switchNetwork: (network) => {
      const chainId = `0x${Number(network.id).toString(16)}`
      return request("wallet_switchEthereumChain", [{ chainId }]).pipe(
        Effect.catchIf(
          (error) => error._tag === "WalletRequestFailed" && error.code === UNRECOGNIZED_CHAIN,
          () =>
            request("wallet_addEthereumChain", [addChainParameters(network)]).pipe(
              Effect.andThen(request("wallet_switchEthereumChain", [{ chainId }]))
            )
        ),
        Effect.asVoid
      )
    },
    listen: (listener: (event: SessionEvent) => void) => {
      const onAccounts = (accounts: unknown) => listener({ type: "accountsChanged", accounts: toAddresses(accounts) })
      const onChain = (chainId: unknown) => {
        const id = parseChainId(chainId)
        if (Number.isSafeInteger(id)) listener({ type: "networkChanged", caipNetworkId: caipNetworkIdOf("eip155", id) })
      }
      const onDisconnect = () => listener({ type: "disconnect" })
      provider.on?.("accountsChanged", onAccounts)
      provider.on?.("chainChanged", onChain)
      provider.on?.("disconnect", onDisconnect)
      return () => {
        provider.removeListener?.("accountsChanged", onAccounts)
        provider.removeListener?.("chainChanged", onChain)
        provider.removeListener?.("disconnect", onDisconnect)
      }
    },
    disconnect: options.disconnect ?? (() => Effect.void)
  }
}

/** Accounts and chain of a provider: with a prompt (`eth_requestAccounts`) or silently. */
export const readProviderAccounts = (provider: Eip1193Provider, prompt: boolean) =>
  Effect.gen(function* () {
    const request = requestThrough(provider)
    const accounts = toAddresses(yield* request(prompt ? "eth_requestAccounts" : "eth_accounts"))
    const chainId = parseChainId(yield* request("eth_chainId"))
    return { accounts, chainId }
  })
