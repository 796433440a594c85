import { Effect } from "effect"
import {
  createDefaultRpcTransport,
  createSolanaRpcFromTransport,
  type Rpc,
  type RpcTransport,
  type SolanaRpcApi
} from "@solana/kit"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { ChainError, MissingNetwork } from "../../errors.js"
import { RPC_TIMEOUT_MS } from "../../constants.js"
import { answerShapeProblem } from "./answer-shape.js"

export type SolanaRpc = Rpc<SolanaRpcApi>

/** An answer refused before @solana/kit reads it. */
class AnswerRefused extends Error {}

/** The cluster's HTTP transport, its answers' shape checked before kit walks them. */
const checkedTransport = (url: string): RpcTransport => {
  const transport = createDefaultRpcTransport({ url })
  return async <TResponse>(request: Parameters<RpcTransport>[0]): Promise<TResponse> => {
    const answer = await transport<TResponse>(request)
    const problem = answerShapeProblem(answer)
    if (problem !== undefined) throw new AnswerRefused(`The node's answer was refused: ${problem}`)
    return answer
  }
}

/** What a Solana node refused, as the catalogue's chain error. */
const toSolanaChainError = (error: unknown): ChainError => {
  if (error instanceof AnswerRefused) return new ChainError({ reason: "InvalidAnswer", details: error.message })
  const text =
    error instanceof Error
      ? `${error.message} ${JSON.stringify((error as { context?: unknown }).context ?? "")}`
      : String(error)
  const reason = /insufficient (funds|lamports)|InsufficientFunds/i.test(text)
    ? "InsufficientFunds"
    : "UnknownNodeError"
  return new ChainError({ reason, details: error instanceof Error ? error.message : text })
}

export interface SolanaRpcs {
  readonly client: (network: CaipNetwork) => Effect.Effect<SolanaRpc, MissingNetwork>
  /** Sends a request built with the network's RPC; failures are chain errors. */
  readonly call: <A>(
    network: CaipNetwork,
    f: (rpc: SolanaRpc, signal: AbortSignal) => Promise<A>
  ) => Effect.Effect<A, ChainError | MissingNetwork>
}

/** One @solana/kit RPC per cluster URL, with the spec's RPC time-out (SPEC §9). */
export const makeSolanaRpcs = (): SolanaRpcs => {
  const clients = new Map<string, SolanaRpc>()
  const client = (network: CaipNetwork) =>
    Effect.suspend(() => {
      const url = network.rpcUrls.default?.http[0]
      if (network.chainNamespace !== "solana" || url === undefined)
        return Effect.fail(new MissingNetwork({ caipNetworkId: network.caipNetworkId }))
      let found = clients.get(url)
      if (found === undefined) {
        found = createSolanaRpcFromTransport(checkedTransport(url)) as SolanaRpc
        clients.set(url, found)
      }
      return Effect.succeed(found)
    })
  const call = <A>(network: CaipNetwork, f: (rpc: SolanaRpc, signal: AbortSignal) => Promise<A>) =>
    Effect.flatMap(client(network), (rpc) =>
      Effect.tryPromise({ try: () => f(rpc, AbortSignal.timeout(RPC_TIMEOUT_MS)), catch: toSolanaChainError })
    )
  return { client, call }
}
