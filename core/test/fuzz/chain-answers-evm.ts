/**
 * What an EVM node answers, as a fuzz target: a loopback JSON-RPC server answers the method
 * under test with a hostile result (and the others plainly), read through the core's EVM path
 * (makeEvmRpc's viem client over the checked transport, the adapter's native balance, the ERC20
 * reads). Every answer must be a typed failure (ChainError, MissingNetwork) or a value in range:
 * quantities within uint256, a chain id and a nonce JavaScript holds exactly, a uint8 decimals.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { Cause, Effect, Exit } from "effect"
import fc from "fast-check"
import type { Address } from "viem"
import { evmAccountActivity } from "../../src/adapters/eip155/account-activity.js"
import { makeEip155Adapter } from "../../src/adapters/eip155/eip155-adapter.js"
import { readErc20Balance, readErc20Decimals } from "../../src/adapters/eip155/erc20.js"
import { MAX_UINT256 } from "../../src/adapters/eip155/rpc-answers.js"
import { makeEvmRpc } from "../../src/adapters/eip155/rpc.js"
import { localChain } from "../../src/domain/networks.js"
import { hostileString, hostileValue } from "./hostile.js"
import type { FuzzTarget } from "./runner.js"

const OWNER: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const TOKEN: Address = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
const HASH = `0x${"ab".repeat(32)}`
const hex = (value: bigint) => `0x${value.toString(16)}`
const word = (value: bigint) => `0x${value.toString(16).padStart(64, "0")}`

/** A quantity as a node might write it, well or badly: in range, beyond uint256, not hex, not a string. */
const quantity: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.bigInt({ min: 0n, max: MAX_UINT256 }).map(hex) },
  { weight: 2, arbitrary: fc.bigInt({ min: MAX_UINT256 + 1n, max: 2n ** 320n }).map(hex) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "0x",
      "0x-1",
      "-0x1",
      "0X10",
      "0x0001",
      "zz",
      "",
      `0x${"f".repeat(65)}`,
      "1234",
      "0x1.5",
      " 0x1",
      "0x1 "
    )
  },
  { weight: 1, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constant(null), fc.boolean()) },
  { weight: 1, arbitrary: fc.anything() }
)

/** An eth_call result: one ABI word of any uint256, or bytes too short, too long, odd or not hex. */
const callResult: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.bigInt({ min: 0n, max: MAX_UINT256 }).map(word) },
  { weight: 2, arbitrary: fc.nat({ max: 300 }).map((value) => word(BigInt(value))) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 80 }).map((bytes) => `0x${Buffer.from(bytes).toString("hex")}`) },
  { weight: 1, arbitrary: fc.constantFrom("0x", "0xabc", `0x${"0".repeat(63)}`, "zz") },
  { weight: 1, arbitrary: quantity }
)

const RECEIPT = {
  transactionHash: HASH,
  blockHash: HASH,
  blockNumber: "0x10",
  transactionIndex: "0x0",
  from: OWNER,
  to: TOKEN,
  gasUsed: "0x5208",
  cumulativeGasUsed: "0x5208",
  effectiveGasPrice: "0x3b9aca00",
  contractAddress: null,
  logs: [],
  logsBloom: `0x${"00".repeat(256)}`,
  status: "0x1",
  type: "0x2"
}
const LOG = { address: TOKEN, topics: [HASH], data: "0x", blockNumber: "0x10", transactionHash: HASH, logIndex: "0x0" }
/** An eth_getLogs result: lists of logs (some hostile), or anything else. */
const logsResult: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.oneof(fc.constant(LOG), hostileValue(LOG)), { maxLength: 5 }) },
  { weight: 2, arbitrary: hostileValue([LOG]) },
  { weight: 1, arbitrary: quantity }
)
const FEE_HISTORY = {
  oldestBlock: "0xf",
  baseFeePerGas: ["0x3b9aca00", "0x3b9aca01", "0x3b9aca02"],
  gasUsedRatio: [0.5, 0.25],
  reward: [["0x1"], ["0x2"]]
}

/** An object like `sample` with one field given a hostile quantity, or hostile as a whole. */
const shaped = (sample: Record<string, unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...Object.keys(sample)), quantity)
        .map(([key, value]) => ({ ...sample, [key]: value }))
    },
    { weight: 3, arbitrary: hostileValue(sample) },
    { weight: 1, arbitrary: fc.constant(sample) },
    { weight: 1, arbitrary: fc.constant(null) }
  )

const inRange = (value: unknown) => typeof value === "bigint" && value >= 0n && value <= MAX_UINT256
const safeCount = (value: unknown) => typeof value === "number" && Number.isSafeInteger(value) && value >= 0

type Rpc = ReturnType<typeof makeEvmRpc>
type Network = ReturnType<typeof localChain>

interface Case {
  /** The method whose answer is hostile. */
  readonly method: string
  /** Reads it through the core; the value it settles with must pass `valid`. */
  readonly read: (rpc: Rpc, network: Network) => Effect.Effect<unknown, { readonly _tag: string }>
  readonly valid: (value: unknown) => boolean
  readonly answer: fc.Arbitrary<unknown>
}

const CASES: ReadonlyArray<Case> = [
  {
    method: "eth_getBalance",
    read: (_rpc, network) => makeEip155Adapter().nativeBalance!(network, OWNER),
    valid: inRange,
    answer: quantity
  },
  {
    method: "eth_chainId",
    read: (rpc, network) => rpc.read(network, (client) => client.getChainId()),
    valid: safeCount,
    answer: quantity
  },
  {
    method: "eth_gasPrice",
    read: (rpc, network) => rpc.read(network, (client) => client.getGasPrice()),
    valid: inRange,
    answer: quantity
  },
  {
    method: "eth_estimateGas",
    read: (rpc, network) => rpc.read(network, (client) => client.estimateGas({ account: OWNER, to: TOKEN })),
    valid: inRange,
    answer: quantity
  },
  {
    method: "eth_getTransactionCount",
    read: (rpc, network) => rpc.read(network, (client) => client.getTransactionCount({ address: OWNER })),
    valid: safeCount,
    answer: quantity
  },
  {
    method: "eth_call",
    read: (rpc, network) => rpc.read(network, (client) => readErc20Balance(client, TOKEN, OWNER)),
    valid: inRange,
    answer: callResult
  },
  {
    method: "eth_call",
    read: (rpc, network) => rpc.read(network, (client) => readErc20Decimals(client, TOKEN)),
    valid: (value) => typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 255,
    answer: callResult
  },
  {
    method: "eth_getTransactionReceipt",
    read: (rpc, network) =>
      rpc.read(network, (client) => client.getTransactionReceipt({ hash: HASH as `0x${string}` })),
    valid: (value) => {
      const receipt = value as { status?: unknown; blockNumber?: unknown; gasUsed?: unknown; transactionHash?: unknown }
      return (
        (receipt.status === "success" || receipt.status === "reverted") &&
        inRange(receipt.blockNumber) &&
        inRange(receipt.gasUsed) &&
        typeof receipt.transactionHash === "string"
      )
    },
    answer: shaped(RECEIPT)
  },
  {
    method: "eth_getLogs",
    // Since block 15, the node at 16: the account's transfers in block 16 are looked for.
    read: (rpc, network) => evmAccountActivity(rpc)(network, OWNER, "15"),
    valid: (value) => {
      const activity = value as { through?: unknown; moved?: unknown }
      return activity.through === "16" && typeof activity.moved === "boolean"
    },
    answer: logsResult
  },
  {
    method: "eth_feeHistory",
    read: (rpc, network) =>
      rpc.read(network, (client) => client.getFeeHistory({ blockCount: 2, rewardPercentiles: [50] })),
    valid: (value) => {
      const history = value as {
        baseFeePerGas?: unknown
        gasUsedRatio?: unknown
        oldestBlock?: unknown
        reward?: unknown
      }
      return (
        inRange(history.oldestBlock) &&
        Array.isArray(history.baseFeePerGas) &&
        history.baseFeePerGas.every(inRange) &&
        Array.isArray(history.gasUsedRatio) &&
        history.gasUsedRatio.every((ratio) => typeof ratio === "number" && ratio >= 0 && ratio <= 1) &&
        (history.reward === undefined ||
          (Array.isArray(history.reward) && history.reward.every((row) => Array.isArray(row) && row.every(inRange))))
      )
    },
    answer: shaped(FEE_HISTORY)
  }
]

const TYPED = new Set(["ChainError", "MissingNetwork"])

/** An answer of each method as a node writes it. */
const WELL_FORMED: Readonly<Record<string, unknown>> = {
  eth_getBalance: "0x56bc75e2d63100000",
  eth_chainId: "0x7a69",
  eth_gasPrice: "0x3b9aca00",
  eth_estimateGas: "0x5208",
  eth_getTransactionCount: "0x7",
  eth_call: word(18n),
  eth_getTransactionReceipt: RECEIPT,
  eth_feeHistory: FEE_HISTORY,
  eth_getLogs: [LOG]
}

/** What the other methods answer: a node of the local chain. */
const plainAnswer = (method: string): unknown =>
  method === "eth_chainId" ? "0x7a69" : method === "eth_blockNumber" ? "0x10" : null

const excerpt = (value: unknown) => {
  try {
    return (
      JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? `${item}n` : item)) ?? String(value)
    ).slice(0, 200)
  } catch {
    return String(value).slice(0, 200)
  }
}

export const chainAnswersEvmTarget: FuzzTarget<{ readonly index: number; readonly answer: unknown }> = {
  name: "EVM JSON-RPC answers",
  what: "a node's results to eth_getBalance, eth_chainId, eth_call (ERC20 balanceOf, decimals), eth_getTransactionReceipt, eth_gasPrice, eth_feeHistory, eth_estimateGas, eth_getTransactionCount, eth_getLogs (the account's transfers), over loopback HTTP through the core's EVM reads (checked transport, viem)",
  input: fc.oneof(...CASES.map((item, index) => item.answer.map((answer) => ({ index, answer })))),
  boundMs: 2_000,
  start: async () => {
    const state: { method: string; answer: unknown } = { method: "", answer: null }
    const server = createServer((request, response) => {
      let text = ""
      request.on("data", (chunk: Buffer) => (text += chunk.toString()))
      request.on("end", () => {
        const answer = (call: { id?: unknown; method?: unknown }) => ({
          jsonrpc: "2.0",
          id: call.id ?? null,
          result: call.method === state.method ? state.answer : plainAnswer(String(call.method))
        })
        let body: unknown
        try {
          const parsed = JSON.parse(text) as unknown
          body = Array.isArray(parsed) ? parsed.map(answer) : answer(parsed as { id?: unknown; method?: unknown })
        } catch {
          body = { jsonrpc: "2.0", id: null, error: { code: -32700, message: "parse error" } }
        }
        // `undefined` and functions vanish from JSON, as they would on the wire; nesting too deep to write
        // here goes out as deeply nested JSON text all the same.
        let reply: string
        try {
          reply = JSON.stringify(body, (_key, item: unknown) => (typeof item === "bigint" ? item.toString() : item))
        } catch {
          reply = `{"jsonrpc":"2.0","id":1,"result":${"[".repeat(20_000)}${"]".repeat(20_000)}}`
        }
        response.writeHead(200, { "content-type": "application/json" })
        response.end(reply)
      })
    })
    server.keepAliveTimeout = 60_000
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const network = localChain(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    const rpc = makeEvmRpc()
    const read = (index: number, answer: unknown) => {
      const item = CASES[index]!
      state.method = item.method
      state.answer = answer
      return Effect.runPromiseExit(item.read(rpc, network))
    }
    // A target that refuses everything proves nothing: a well-formed answer must read as a value.
    for (const [index, item] of CASES.entries()) {
      const exit = await read(index, WELL_FORMED[item.method])
      if (!Exit.isSuccess(exit) || !item.valid(exit.value))
        throw new Error(`a well-formed ${item.method} answer did not read: ${String(exit).slice(0, 300)}`)
    }
    return {
      check: async ({ index, answer }) => {
        const item = CASES[index]!
        const exit = await read(index, answer)
        if (Exit.isSuccess(exit)) {
          if (!item.valid(exit.value))
            throw new Error(`${item.method} answered ${excerpt(answer)} gave ${excerpt(exit.value)}, out of range`)
          return
        }
        const error = Cause.findErrorOption(exit.cause)
        if (error._tag === "None" || !TYPED.has(error.value._tag)) {
          throw new Error(
            `${item.method} answered ${excerpt(answer)} failed untyped: ${Cause.pretty(exit.cause).slice(0, 300)}`
          )
        }
      },
      close: () =>
        new Promise<void>((done) => {
          server.closeAllConnections()
          server.close(() => done())
        })
    }
  }
}
