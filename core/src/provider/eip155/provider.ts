import "../../light.js" // one chunk for the first bundle in esbuild: see light.ts
import { Effect, Schema } from "effect"
import type { GangwayClient } from "../../client-api.js"
import type { GangwayState } from "../../state/gangway-state.js"
import { readRequest, WalletRequests } from "../../controllers/wallet-requests.js"
import { MalformedRequest } from "../../errors.js"
import { chainRpcEndpointOf, rpcUrlOf } from "../../services/chain-rpc/chain-rpc-url.js"
import { makeApiConfig } from "../../services/http/api-config-values.js"
import type { Emit, ProviderCore } from "../lazy-provider.js"
import { ProviderErrorCode, ProviderRpcError } from "../provider-error.js"
import { followState } from "./events.js"
import { READ_METHODS, signerOf, WALLET_METHODS } from "./methods.js"
import { nodeRequest } from "./node-request.js"
import { toProviderError } from "./provider-errors.js"
import { makeRequestAccounts } from "./request-accounts.js"
import { currentEip155Network, eip155View, toHexChainId } from "./view.js"

/** A dApp's request, as EIP-1193 defines it (untrusted: decoded first). */
const RequestArguments = Schema.Struct({
  method: Schema.String,
  params: Schema.optional(Schema.Union([Schema.Array(Schema.Unknown), Schema.Record(Schema.String, Schema.Unknown)]))
})
const decodeArguments = Schema.decodeUnknownOption(RequestArguments)

/** `wallet_switchEthereumChain` and `wallet_addEthereumChain` name the chain as `[{ chainId: "0x…" }]`. */
const ChainParameter = Schema.Tuple([Schema.Struct({ chainId: Schema.String })])
const decodeChainParameter = Schema.decodeUnknownOption(ChainParameter)

const fail = (code: number, text: string) => Promise.reject(new ProviderRpcError({ code, text }))

const sameAddress = (a: unknown, b: string) => typeof a === "string" && a.toLowerCase() === b.toLowerCase()

/**
 * The eip155 EIP-1193 provider over a client (`client.getProvider("eip155")`), whichever
 * connector is connected: accounts and chain come from the client's state, a chain switch is
 * the client's, signing and sending go to the wallet (listed in `requests` while they wait),
 * reads go to the network's RPC. `eth_requestAccounts` opens the modal.
 */
export const makeEip1193Provider = (client: GangwayClient, emit: Emit, initial: GangwayState): ProviderCore => {
  followState(client, emit, initial)
  // Reads of a network without an RPC URL of the dApp's own go to the multi-chain RPC service.
  const chainRpc = chainRpcEndpointOf(
    makeApiConfig({ projectId: client.options.projectId, baseUrls: client.options.apiUrls })
  )
  const requestAccounts = makeRequestAccounts(client)
  const networkOfChain = (chainId: number) =>
    client.options.networks.find((network) => network.chainNamespace === "eip155" && Number(network.id) === chainId)
  const notConfigured = (chainId: number) =>
    fail(
      ProviderErrorCode.unrecognizedChain,
      `Chain ${chainId} is not one of this dApp's networks: add it to the networks given to Gangway`
    )
  const chainOf = (params: unknown) => {
    const decoded = decodeChainParameter(params)
    const chainId = decoded._tag === "Some" ? Number(decoded.value[0].chainId) : Number.NaN
    return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
  }

  const toWallet = (method: string, params: ReadonlyArray<unknown> | object | undefined) => {
    const view = eip155View(client.getState())
    if (!view.connected)
      return fail(
        ProviderErrorCode.unauthorized,
        "No wallet is connected: ask for accounts (eth_requestAccounts) first"
      )
    const signer = Array.isArray(params) ? signerOf(method, params) : undefined
    if (signer !== undefined && !view.accounts.some((account) => sameAddress(signer, account))) {
      return fail(ProviderErrorCode.unauthorized, `${String(signer)} is not a connected account`)
    }
    return client.runtime.runPromise(
      Effect.flatMap(WalletRequests, (requests) => requests.send("eip155", method, params))
    )
  }

  const toNode = (method: string, params: ReadonlyArray<unknown> | object | undefined) => {
    const view = eip155View(client.getState())
    const network = view.chainId === undefined ? currentEip155Network(client.getState()) : networkOfChain(view.chainId)
    const rpcUrl = network === undefined ? undefined : rpcUrlOf(network, chainRpc)
    if (rpcUrl === undefined) {
      return fail(
        ProviderErrorCode.chainDisconnected,
        `The wallet is on chain ${view.chainId}, which is not one of this dApp's networks: switch networks`
      )
    }
    return nodeRequest(rpcUrl, method, params)
  }

  const answer = async (method: string, params: ReadonlyArray<unknown> | object | undefined): Promise<unknown> => {
    const view = eip155View(client.getState())
    switch (method) {
      case "eth_requestAccounts":
        return requestAccounts()
      case "eth_accounts":
        return [...view.accounts]
      case "eth_coinbase":
        return view.accounts[0] ?? null
      case "eth_chainId":
        return view.chainId === undefined
          ? fail(ProviderErrorCode.disconnected, "This dApp configured no EVM network")
          : toHexChainId(view.chainId)
      case "net_version":
        return view.chainId === undefined
          ? fail(ProviderErrorCode.disconnected, "This dApp configured no EVM network")
          : String(view.chainId)
      case "wallet_switchEthereumChain": {
        const chainId = chainOf(params)
        if (chainId === undefined)
          return fail(ProviderErrorCode.invalidParams, "Expected [{ chainId }] with the chain id in hex")
        const network = networkOfChain(chainId)
        if (network === undefined) return notConfigured(chainId)
        await client.switchNetwork(network.caipNetworkId)
        return null
      }
      case "wallet_addEthereumChain": {
        // The dApp's networks are its configuration; one of them needs no adding (the switch adds it to the wallet).
        const chainId = chainOf(params)
        if (chainId === undefined)
          return fail(ProviderErrorCode.invalidParams, "Expected [{ chainId, … }] with the chain id in hex")
        return networkOfChain(chainId) === undefined ? notConfigured(chainId) : null
      }
      case "wallet_revokePermissions":
        await client.disconnect("eip155")
        return null
      default:
        if (WALLET_METHODS.has(method)) return toWallet(method, params)
        if (READ_METHODS.has(method)) return toNode(method, params)
        return fail(ProviderErrorCode.unsupportedMethod, `Gangway's provider does not support ${method}`)
    }
  }

  return {
    request: (args) => {
      // The dApp's object is read once, here: a getter that throws is a malformed request (-32600).
      let read: ReturnType<typeof readRequest>
      try {
        const { method, params } = args as { method?: unknown; params?: unknown }
        read = readRequest(method, params)
      } catch {
        read = new MalformedRequest({ reason: "the request could not be read" })
      }
      if (read instanceof MalformedRequest)
        return fail(
          ProviderErrorCode.invalidRequest,
          `Expected { method, params? } with params an array or an object: ${read.reason}`
        )
      const decoded = decodeArguments(read)
      if (decoded._tag === "None")
        return fail(ProviderErrorCode.invalidRequest, "Expected { method, params? } with params an array or an object")
      return answer(decoded.value.method, decoded.value.params).catch((error: unknown) => {
        throw toProviderError(error)
      })
    }
  }
}
