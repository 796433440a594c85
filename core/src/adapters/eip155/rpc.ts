import { Effect } from "effect"
import { createPublicClient, http, type HttpTransport, type PublicClient } from "viem"
import {
  BATCH_SIZE,
  FALLBACK_POLLING_MS,
  MULTICALL_BATCH_SIZE,
  RPC_BACKOFF_BASE_MS,
  RPC_RETRIES,
  RPC_TIMEOUT_MS
} from "../../constants.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { ChainError, MissingNetwork } from "../../errors.js"
import { classifyChainError } from "../../policy/classify-chain-error.js"
import { rpcUrlOf, type ChainRpcEndpoint } from "../../services/chain-rpc/chain-rpc-url.js"
import { checkedTransport } from "./rpc-answers.js"
import { toViemChain } from "./viem-chain.js"

/** The refusal of a node's answer (rpc-answers.ts), however deep viem wrapped it. */
const answerRefusedIn = (error: unknown): ChainError | undefined => {
  for (let cause = error, depth = 0; typeof cause === "object" && cause !== null && depth < 10; depth++) {
    if (cause instanceof ChainError) return cause
    cause = (cause as { cause?: unknown }).cause
  }
  return undefined
}

/** A read from the chain that failed: what the node (or viem) said, classified. */
const toChainError = (error: unknown): ChainError => {
  const invalidAnswer = answerRefusedIn(error)
  if (invalidAnswer !== undefined) return invalidAnswer
  const classified = classifyChainError(error)
  return classified._tag === "ChainError"
    ? classified
    : new ChainError({ reason: "UnknownNodeError", details: classified.message })
}

/**
 * JSON-RPC over HTTP with the spec's limits (SPEC §9): 10 s time-out, 3 retries backing off
 * exponentially from 150 ms (viem retries the statuses SPEC §9 lists), and requests made
 * together sent as one JSON-RPC batch of at most 1000. Each answer is checked before viem
 * reads it (rpc-answers.ts): a quantity beyond uint256 or a malformed receipt is a ChainError
 * InvalidAnswer, never a number.
 */
export const evmHttpTransport = (url: string | undefined): HttpTransport =>
  checkedTransport(
    http(url, {
      timeout: RPC_TIMEOUT_MS,
      retryCount: RPC_RETRIES,
      retryDelay: RPC_BACKOFF_BASE_MS,
      batch: { batchSize: BATCH_SIZE }
    })
  )

export interface EvmRpc {
  /** A viem public client over the network's RPC URL (one per network, reused). */
  readonly client: (network: CaipNetwork) => Effect.Effect<PublicClient, MissingNetwork>
  /** Runs a read with the network's public client; failures are classified chain errors. */
  readonly read: <A>(
    network: CaipNetwork,
    f: (client: PublicClient) => Promise<A>
  ) => Effect.Effect<A, ChainError | MissingNetwork>
}

/**
 * Reads from eip155 chains (SPEC §7 "Chain RPC") through the network's own RPC URL or,
 * without one, the multi-chain RPC service of `endpoint`. HTTP has no subscriptions, so
 * whatever viem watches (blocks, receipts) it polls every 4 s, the spec's fallback.
 */
export const makeEvmRpc = (endpoint?: ChainRpcEndpoint): EvmRpc => {
  const clients = new Map<string, PublicClient>()
  const client = (network: CaipNetwork) =>
    Effect.suspend(() => {
      const url = rpcUrlOf(network, endpoint)
      if (network.chainNamespace !== "eip155" || url === undefined) {
        return Effect.fail(new MissingNetwork({ caipNetworkId: network.caipNetworkId }))
      }
      const key = `${network.caipNetworkId}|${url}`
      let found = clients.get(key)
      if (found === undefined) {
        found = createPublicClient({
          chain: toViemChain(network),
          transport: evmHttpTransport(url),
          // Contract reads made together go as one Multicall3 call where the network names the contract.
          batch: { multicall: { batchSize: MULTICALL_BATCH_SIZE } },
          pollingInterval: FALLBACK_POLLING_MS
        }) as PublicClient
        clients.set(key, found)
      }
      return Effect.succeed(found)
    })
  const read = <A>(network: CaipNetwork, f: (client: PublicClient) => Promise<A>) =>
    Effect.flatMap(client(network), (viem) => Effect.tryPromise({ try: () => f(viem), catch: toChainError }))
  return { client, read }
}
