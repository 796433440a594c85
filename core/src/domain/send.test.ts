import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { checkSendRequirements, missingForEvmSend } from "./send.js"

const failure = (result: Result.Result<void, { message: string }>) =>
  Result.isFailure(result) ? result.failure.message : "ok"

describe("send requirements", () => {
  it("ERC20 needs token address, amount and receiver", () => {
    expect(missingForEvmSend({ kind: "erc20" })).toEqual(["token address", "amount", "receiver"])
    expect(missingForEvmSend({ kind: "erc20", tokenAddress: "0xabc", amount: "1", receiver: "0xdef" })).toEqual([])
  })

  it("native also needs gas price and token decimals", () => {
    expect(missingForEvmSend({ kind: "native", amount: "1", receiver: "0xdef" })).toEqual([
      "gas price",
      "token decimals"
    ])
    expect(missingForEvmSend({ kind: "native", amount: "1", receiver: "0xdef", gasPrice: 1n, decimals: 18 })).toEqual(
      []
    )
  })

  it("Solana needs amount and receiver, with the spec's message", () => {
    expect(failure(checkSendRequirements("solana", { kind: "native", amount: "1" }))).toBe(
      "Please enter a valid amount and receiver address"
    )
    expect(failure(checkSendRequirements("solana", { kind: "native", receiver: "abc", amount: " " }))).toBe(
      "Please enter a valid amount and receiver address"
    )
    expect(failure(checkSendRequirements("solana", { kind: "native", amount: "1", receiver: "abc" }))).toBe("ok")
  })

  it("EVM failures name what is missing", () => {
    expect(failure(checkSendRequirements("eip155", { kind: "erc20", amount: "1" }))).toBe(
      "Missing for this send: token address, receiver"
    )
  })
})
