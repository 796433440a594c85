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

export class ChainError extends GangwayError<ChainError>(DOCS)("ChainError", {
  reason: ChainErrorReason,
  ...Details
}) {}
