// Chain errors, classified from viem's error types (SPEC §8): a part of the error catalogue, errors.ts.
import { Schema } from "effect"
import { Details } from "./details.js"
import { GangwayError } from "./gangway-error.js"

const DOCS = "docs/errors.md#chains"

export const ChainErrorReason = Schema.Literals([
  "ExecutionReverted",
  "NonceTooHigh",
  "NonceTooLow",
  "FeeCapTooHigh",
  "FeeCapTooLow",
  "InsufficientFunds",
  "GasTooHigh",
  "GasTooLow",
  "TransactionTypeNotSupported",
  "TipAboveFeeCap",
  // The node's answer broke its method's grammar (a quantity beyond uint256, a malformed receipt).
  "InvalidAnswer",
  "UnknownNodeError"
])
export type ChainErrorReason = typeof ChainErrorReason.Type

const chainErrorMessages: Record<ChainErrorReason, string> = {
  ExecutionReverted: "Execution reverted",
  NonceTooHigh: "Nonce too high",
  NonceTooLow: "Nonce too low",
  FeeCapTooHigh: "Fee cap too high",
  FeeCapTooLow: "Fee cap too low",
  InsufficientFunds: "Insufficient funds for gas and value",
  GasTooHigh: "Gas limit too high",
  GasTooLow: "Gas limit too low",
  TransactionTypeNotSupported: "Transaction type not supported",
  TipAboveFeeCap: "Priority fee above max fee",
  InvalidAnswer: "The node sent an invalid answer, which was not used. Try again or use another RPC URL",
  UnknownNodeError: "Unknown node error"
}

export class ChainError extends GangwayError<ChainError>(DOCS)("ChainError", {
  reason: ChainErrorReason,
  ...Details
}) {
  override get message() {
    return chainErrorMessages[this.reason]
  }
}
