// What an EVM node may answer to the methods the core reads and sends with, decoded before
// viem turns it into numbers: viem takes any hex as a bigint, so 10^80 wei would be a balance.
import { Result, Schema } from "effect"
import type { Transport } from "viem"
import { ChainError } from "../../errors.js"

/** The largest uint256: every EVM quantity (balances, gas, prices, nonces, block numbers) fits in it. */
export const MAX_UINT256 = 2n ** 256n - 1n

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/

/** A JSON-RPC quantity: 0x and hex digits, at most 2^256 - 1. */
const Quantity = Schema.String.check(
  Schema.makeFilter((text: string) => HEX_QUANTITY.test(text.replace(/^0x0+(?=[0-9a-fA-F])/, "0x")), {
    expected: "a hex quantity of at most 2^256 - 1"
  })
)

/** Bytes as hex: 0x and an even number of hex digits. */
const Data = Schema.String.check(Schema.isPattern(/^0x(?:[0-9a-fA-F]{2})*$/, { expected: "hex bytes" }))
const Hash32 = Schema.String.check(Schema.isPattern(/^0x[0-9a-fA-F]{64}$/, { expected: "a 32-byte hash" }))
const Address = Schema.String.check(Schema.isPattern(/^0x[0-9a-fA-F]{40}$/, { expected: "an address" }))

const Receipt = Schema.Struct({
  transactionHash: Hash32,
  blockHash: Hash32,
  blockNumber: Quantity,
  transactionIndex: Quantity,
  from: Address,
  to: Schema.NullOr(Address),
  gasUsed: Quantity,
  cumulativeGasUsed: Quantity,
  effectiveGasPrice: Schema.optional(Quantity),
  contractAddress: Schema.optional(Schema.NullOr(Address)),
  logs: Schema.Array(Schema.Unknown),
  logsBloom: Data,
  // 0x1 mined and succeeded, 0x0 reverted. Required: only pre-Byzantium (2017) receipts lack it, and
  // without it a send's outcome cannot be told (found by the fuzz target: a receipt with no status).
  status: Schema.Literals(["0x0", "0x1"]),
  type: Schema.optional(Quantity)
})

const FeeHistory = Schema.Struct({
  oldestBlock: Quantity,
  baseFeePerGas: Schema.Array(Quantity),
  gasUsedRatio: Schema.Array(
    Schema.Number.check(
      Schema.makeFilter((ratio: number) => ratio >= 0 && ratio <= 1, { expected: "a ratio from 0 to 1" })
    )
  ),
  reward: Schema.optional(Schema.Array(Schema.Array(Quantity)))
})

const Block = Schema.NullOr(
  Schema.Struct({
    number: Schema.NullOr(Quantity),
    hash: Schema.NullOr(Hash32),
    timestamp: Quantity,
    gasLimit: Quantity,
    baseFeePerGas: Schema.optional(Schema.NullOr(Quantity))
  })
)

/** The answer each method must have; methods not listed here are passed on as they came. */
const answers: Readonly<Record<string, Schema.Top>> = {
  eth_chainId: Quantity,
  eth_blockNumber: Quantity,
  eth_getBalance: Quantity,
  eth_gasPrice: Quantity,
  eth_maxPriorityFeePerGas: Quantity,
  eth_estimateGas: Quantity,
  eth_getTransactionCount: Quantity,
  eth_call: Data,
  eth_getCode: Data,
  eth_feeHistory: FeeHistory,
  eth_getTransactionReceipt: Schema.NullOr(Receipt),
  eth_getBlockByNumber: Block,
  eth_sendRawTransaction: Hash32,
  // Only counted (account-activity.ts): a list of log objects.
  eth_getLogs: Schema.Array(Schema.Record(Schema.String, Schema.Unknown))
}

const excerpt = (value: unknown): string => {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 120)
  } catch {
    return String(value).slice(0, 120)
  }
}

/** `result` as `method`'s answer, or 'The node's answer is not valid' (ChainError InvalidAnswer) saying why. */
export const checkRpcAnswer = (method: string, result: unknown): unknown => {
  const schema = answers[method]
  if (schema === undefined) return result
  const decoded = Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(result)
  if (Result.isSuccess(decoded)) return result
  const why = decoded.failure.message.split("\n")[0]
  throw new ChainError({ reason: "InvalidAnswer", details: `${method} answered ${excerpt(result)}: ${why}` })
}

/** `inner` with every answer of the methods above checked before viem reads it. */
export const checkedTransport = <T extends Transport>(inner: T): T =>
  ((config: Parameters<T>[0]) => {
    const transport = inner(config)
    const request = (async (args: { readonly method: string }, options?: unknown) =>
      checkRpcAnswer(args.method, await transport.request(args as never, options as never))) as typeof transport.request
    return { ...transport, request }
  }) as T
