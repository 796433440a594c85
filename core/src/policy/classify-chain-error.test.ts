import {
  BaseError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionExecutionError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
  UserRejectedRequestError
} from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { classifyChainError } from "./classify-chain-error.js"

const account = privateKeyToAccount(`0x${"11".repeat(32)}`)

/** Wraps a node error the way viem's sendTransaction reports it. */
const asSendFailure = (cause: BaseError) => new TransactionExecutionError(cause, { account, chain: undefined })

describe("chain errors come from viem's own classification", () => {
  const cases = [
    [new ExecutionRevertedError(), "ExecutionReverted", "Execution reverted"],
    [new NonceTooHighError(), "NonceTooHigh", "Nonce too high"],
    [new NonceTooLowError(), "NonceTooLow", "Nonce too low"],
    [new FeeCapTooHighError(), "FeeCapTooHigh", "Fee cap too high"],
    [new FeeCapTooLowError(), "FeeCapTooLow", "Fee cap too low"],
    [new InsufficientFundsError(), "InsufficientFunds", "Insufficient funds for gas and value"],
    [new IntrinsicGasTooHighError(), "GasTooHigh", "Gas limit too high"],
    [new IntrinsicGasTooLowError(), "GasTooLow", "Gas limit too low"],
    [
      new TransactionTypeNotSupportedError({ cause: new BaseError("type 0x4 not supported") }),
      "TransactionTypeNotSupported",
      "Transaction type not supported"
    ],
    [new TipAboveFeeCapError(), "TipAboveFeeCap", "Priority fee above max fee"],
    [new UnknownNodeError({ cause: new BaseError("boom") }), "UnknownNodeError", "Unknown node error"]
  ] as const

  it.each(cases)("%s inside a send failure", (cause, reason, message) => {
    const error = classifyChainError(asSendFailure(cause))
    expect(error._tag).toBe("ChainError")
    expect(error._tag === "ChainError" && error.reason).toBe(reason)
    expect(error.message).toBe(message)
  })

  it("a user rejection is 'Signature declined'", () => {
    const rejected = classifyChainError(asSendFailure(new UserRejectedRequestError(new Error("denied"))))
    expect(rejected.message).toBe("Signature declined")
    expect(classifyChainError({ code: 4001, message: "User rejected the request." }).message).toBe("Signature declined")
  })

  it("anything else is an unknown node error with the detail kept", () => {
    const error = classifyChainError(new Error("socket hang up"))
    expect(error._tag === "ChainError" && error.reason).toBe("UnknownNodeError")
    expect(error.details).toBe("socket hang up")
  })
})
