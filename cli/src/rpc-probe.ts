import type { CaipNetwork } from "@gangway/core"
import { Option, Schema } from "effect"
import { ExitCode } from "./exit-codes.js"
import { CliError } from "./failure.js"

/**
 * How long the CLI waits for a chain's RPC to answer one small call before saying it does
 * not answer. Short: on loopback a node answers in milliseconds, and a refused connection
 * fails at once; this bounds an address that swallows packets.
 */
export const RPC_PROBE_TIMEOUT_MS = 2_000

/** The network's JSON-RPC URL, if it has one. */
const rpcUrlOf = (network: CaipNetwork): string | undefined => network.rpcUrls.default?.http[0]

const hintFor = (network: CaipNetwork) =>
  network.testnet === true && /127\.0\.0\.1|localhost|\[::1\]/.test(rpcUrlOf(network) ?? "")
    ? `Start the local world (gangway dev, or npm start), or point ${network.chainNamespace === "solana" ? "--solana-rpc-url" : "--rpc-url"} at a running node`
    : `Check the connection to ${network.name}'s RPC, or switch to another network (gangway networks)`

/** A JSON-RPC 2.0 answer: a result or an error (a node that is catching up still answers). */
const JsonRpcAnswer = Schema.Struct({
  jsonrpc: Schema.Literal("2.0"),
  result: Schema.optional(Schema.Unknown),
  error: Schema.optional(Schema.Unknown)
})

/** eth_chainId's result: a JSON-RPC quantity (0x, hex digits, no leading zero) of a chain id that fits in 64 bits. */
const ChainIdQuantity = Schema.String.check(
  Schema.isPattern(/^0x(0|[1-9a-f][0-9a-f]{0,15})$/i, { expected: "a chain id as a hex quantity" })
)

const unreachable = (network: CaipNetwork, url: string, why: string) =>
  new CliError(
    "RpcUnreachable",
    `The chain RPC at ${url} does not answer`,
    ExitCode.failed,
    `${why}. ${hintFor(network)}`
  )

/**
 * Asks the network's RPC one cheap question (eth_chainId on EVM networks, getHealth on
 * Solana) within `timeoutMs`, so a command says 'The chain RPC at … does not answer'
 * (RpcUnreachable, exit 1) before it claims anything, instead of "Connected" against an
 * RPC nothing listens on. Any JSON-RPC answer counts, even an error (a node that is
 * catching up still answers); an EVM node of another chain, or one whose eth_chainId is
 * no chain id at all, is 'RpcWrongChain'.
 */
export const requireRpc = async (network: CaipNetwork, timeoutMs: number = RPC_PROBE_TIMEOUT_MS): Promise<void> => {
  const url = rpcUrlOf(network)
  if (url === undefined) return
  const method =
    network.chainNamespace === "solana" ? "getHealth" : network.chainNamespace === "eip155" ? "eth_chainId" : undefined
  if (method === undefined) return
  let answer: unknown
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: [] }),
      signal: AbortSignal.timeout(timeoutMs)
    })
    const text = await response.text()
    try {
      answer = JSON.parse(text)
    } catch {
      throw unreachable(network, url, `it answered HTTP ${response.status} without JSON-RPC`)
    }
  } catch (error) {
    if (error instanceof CliError) throw error
    const name = (error as { name?: unknown }).name
    const cause = (error as { cause?: { code?: unknown } }).cause?.code
    throw unreachable(
      network,
      url,
      name === "TimeoutError"
        ? `no answer within ${timeoutMs / 1000} s`
        : `the request failed${typeof cause === "string" ? ` (${cause})` : ""}`
    )
  }
  const decoded = Schema.decodeUnknownOption(JsonRpcAnswer)(answer)
  if (Option.isNone(decoded)) throw unreachable(network, url, "its answer is not JSON-RPC")
  if (network.chainNamespace !== "eip155" || decoded.value.result === undefined) return
  const result = decoded.value.result
  const chainId = Option.map(Schema.decodeUnknownOption(ChainIdQuantity)(result), (hex) => BigInt(hex))
  if (Option.isNone(chainId)) {
    throw new CliError(
      "RpcWrongChain",
      `The chain RPC at ${url} answered eth_chainId with ${JSON.stringify(result)?.slice(0, 80) ?? String(result)}, not a chain id: it cannot be ${network.name} (${network.caipNetworkId})`,
      ExitCode.failed,
      "Point --rpc-url at a node of that chain"
    )
  }
  if (chainId.value !== BigInt(network.id)) {
    throw new CliError(
      "RpcWrongChain",
      `The chain RPC at ${url} serves chain ${chainId.value}, not ${network.name} (${network.caipNetworkId})`,
      ExitCode.failed,
      "Point --rpc-url at a node of that chain"
    )
  }
}
