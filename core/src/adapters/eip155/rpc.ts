import { Effect } from "effect"
import { createPublicClient, http, type PublicClient } from "viem"
import { FALLBACK_POLLING_MS, RPC_RETRIES, RPC_TIMEOUT_MS } from "../../constants.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { ChainError, MissingNetwork } from "../../errors.js"
import { classifyChainError } from "../../policy/classify-chain-error.js"
import { toViemChain } from "./viem-chain.js"

/** A read from the chain that failed: what the node (or viem) said, classified. */
const toChainError = (error: unknown): ChainError => {
  const classified = classifyChainError(error)
  return classified._tag === "ChainError" ? classified : new ChainError({ reason: "UnknownNodeError", details: classified.message })
}

export interface EvmRpc {
  /** A viem public client over the network's RPC URL (one per network, reused). */
  readonly client: (network: CaipNetwork) => Effect.Effect<PublicClient, MissingNetwork>
  /** Runs a read with the network's public client; failures are classified chain errors. */
  readonly read: <A>(network: CaipNetwork, f: (client: PublicClient) => Promise<A>) => Effect.Effect<A, ChainError | MissingNetwork>
}

/** Reads from eip155 chains (SPEC §7 "Chain RPC"), with the spec's time-out, retries and polling. */
export const makeEvmRpc = (): EvmRpc => {
  const clients = new Map<string, PublicClient>()
  const client = (network: CaipNetwork) =>
    Effect.suspend(() => {
      const url = network.rpcUrls["default"]?.http[0]
      if (network.chainNamespace !== "eip155" || url === undefined) {
        return Effect.fail(new MissingNetwork({ caipNetworkId: network.caipNetworkId }))
      }
      const key = `${network.caipNetworkId}|${url}`
      let found = clients.get(key)
      if (found === undefined) {
        found = createPublicClient({
          chain: toViemChain(network),
          transport: http(url, { timeout: RPC_TIMEOUT_MS, retryCount: RPC_RETRIES }),
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
