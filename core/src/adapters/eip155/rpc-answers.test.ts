import { Effect, Exit } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { startHostileEvmRpc, type Corrupt, type HostileEvmRpc } from "../../../test/hostile-evm-rpc.js"
import { localChain } from "../../domain/networks.js"
import { ChainError } from "../../errors.js"
import { makeEip155Adapter } from "./eip155-adapter.js"
import { checkRpcAnswer, MAX_UINT256 } from "./rpc-answers.js"
import { makeEvmRpc } from "./rpc.js"

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const HASH = `0x${"ab".repeat(32)}`
const hex = (value: bigint) => `0x${value.toString(16)}`

let server: HostileEvmRpc | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const serve = async (corrupt: Corrupt) => {
  server = await startHostileEvmRpc(corrupt)
  return localChain(server.url)
}

const failureOf = async <A, E>(effect: Effect.Effect<A, E> | undefined) => {
  if (effect === undefined) throw new Error("no effect")
  const exit = await Effect.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${String(exit.value)}`)
  return exit.cause
}

const invalidAnswer = (method: string) =>
  expect.objectContaining({
    _tag: "ChainError",
    reason: "InvalidAnswer",
    details: expect.stringContaining(`${method} answered`)
  })

describe("an EVM node's answers are checked before they are numbers", () => {
  it("eth_getBalance of 10^80 wei (above 2^256) is a ChainError InvalidAnswer, not 10^62 ETH", async () => {
    const network = await serve((method) => (method === "eth_getBalance" ? { result: hex(10n ** 80n) } : undefined))
    const cause = await failureOf(makeEip155Adapter().nativeBalance?.(network, ADDRESS))
    expect(cause.reasons[0]).toMatchObject({ error: invalidAnswer("eth_getBalance") })
    const error = (cause.reasons[0] as unknown as { error: ChainError }).error
    expect(error.message).toBe("The node sent an invalid answer, which was not used. Try again or use another RPC URL")
  })

  it("2^256 - 1 wei is still a balance (the edge of uint256)", async () => {
    const network = await serve((method) => (method === "eth_getBalance" ? { result: hex(MAX_UINT256) } : undefined))
    expect(await Effect.runPromise(makeEip155Adapter().nativeBalance!(network, ADDRESS))).toBe(MAX_UINT256)
  })

  it.each([
    [
      "eth_gasPrice",
      "0x",
      (rpc: ReturnType<typeof makeEvmRpc>, network: ReturnType<typeof localChain>) =>
        rpc.read(network, (client) => client.getGasPrice())
    ],
    [
      "eth_estimateGas",
      "-0x5208",
      (rpc: ReturnType<typeof makeEvmRpc>, network: ReturnType<typeof localChain>) =>
        rpc.read(network, (client) => client.estimateGas({ account: ADDRESS, to: ADDRESS }))
    ],
    [
      "eth_getTransactionCount",
      hex(2n ** 256n),
      (rpc: ReturnType<typeof makeEvmRpc>, network: ReturnType<typeof localChain>) =>
        rpc.read(network, (client) => client.getTransactionCount({ address: ADDRESS }))
    ],
    [
      "eth_chainId",
      "zz",
      (rpc: ReturnType<typeof makeEvmRpc>, network: ReturnType<typeof localChain>) =>
        rpc.read(network, (client) => client.getChainId())
    ]
  ] as const)("%s answered %j is InvalidAnswer", async (method, result, read) => {
    const network = await serve((asked) => (asked === method ? { result } : undefined))
    const cause = await failureOf<unknown, unknown>(read(makeEvmRpc(), network))
    expect(cause.reasons[0]).toMatchObject({ error: invalidAnswer(method) })
  })

  it("a receipt that is not one (no block hash, status 0x7) fails the confirmation typed", async () => {
    const mined = {
      hash: HASH,
      blockHash: HASH,
      blockNumber: "0x1",
      transactionIndex: "0x0",
      from: ADDRESS,
      to: ADDRESS,
      nonce: "0x0",
      value: "0x0",
      input: "0x",
      gas: "0x5208",
      gasPrice: "0x1",
      type: "0x0",
      v: "0x1b",
      r: HASH,
      s: HASH
    }
    const network = await serve((method) =>
      method === "eth_getTransactionReceipt"
        ? { result: { transactionHash: HASH, status: "0x7", blockNumber: "0x1" } }
        : method === "eth_getTransactionByHash"
          ? { result: mined }
          : method === "eth_blockNumber"
            ? { result: "0x2" }
            : undefined
    )
    const cause = await failureOf(makeEip155Adapter().transfer?.confirm(network, HASH))
    expect(cause.reasons[0]).toMatchObject({ error: invalidAnswer("eth_getTransactionReceipt") })
  })

  it("the grammar: quantities up to uint256 (leading zeros allowed), null receipts, methods it does not know passed on", () => {
    expect(checkRpcAnswer("eth_getBalance", "0x0")).toBe("0x0")
    expect(checkRpcAnswer("eth_getBalance", `0x000${"f".repeat(64)}`)).toBe(`0x000${"f".repeat(64)}`)
    expect(() => checkRpcAnswer("eth_getBalance", `0x1${"0".repeat(64)}`)).toThrow(ChainError)
    expect(() => checkRpcAnswer("eth_getBalance", 5)).toThrow(ChainError)
    expect(() => checkRpcAnswer("eth_call", "0xabc")).toThrow(ChainError)
    expect(checkRpcAnswer("eth_getTransactionReceipt", null)).toBe(null)
    // A receipt must say how the transaction ended (found by the fuzz target: no status read as neither).
    const receipt = {
      transactionHash: `0x${"ab".repeat(32)}`,
      blockHash: `0x${"ab".repeat(32)}`,
      blockNumber: "0x10",
      transactionIndex: "0x0",
      from: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      to: null,
      gasUsed: "0x5208",
      cumulativeGasUsed: "0x5208",
      logs: [],
      logsBloom: `0x${"00".repeat(256)}`,
      status: "0x1"
    }
    expect(checkRpcAnswer("eth_getTransactionReceipt", receipt)).toEqual(receipt)
    const { status: _status, ...withoutStatus } = receipt
    expect(() => checkRpcAnswer("eth_getTransactionReceipt", withoutStatus)).toThrow(ChainError)
    expect(checkRpcAnswer("net_version", { anything: 1 })).toEqual({ anything: 1 })
  })
})
