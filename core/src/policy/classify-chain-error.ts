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
  TransactionTypeNotSupportedError,
  UnknownNodeError,
  UserRejectedRequestError
} from "viem"
import { ChainError, SignatureDeclined, type ChainErrorReason } from "../errors.js"

const classes: ReadonlyArray<readonly [new (...args: never[]) => Error, ChainErrorReason]> = [
  [ExecutionRevertedError, "ExecutionReverted"],
  [NonceTooHighError, "NonceTooHigh"],
  [NonceTooLowError, "NonceTooLow"],
  [FeeCapTooHighError, "FeeCapTooHigh"],
  [FeeCapTooLowError, "FeeCapTooLow"],
  [InsufficientFundsError, "InsufficientFunds"],
  [IntrinsicGasTooHighError, "GasTooHigh"],
  [IntrinsicGasTooLowError, "GasTooLow"],
  [TransactionTypeNotSupportedError, "TransactionTypeNotSupported"],
  [TipAboveFeeCapError, "TipAboveFeeCap"],
  [UnknownNodeError, "UnknownNodeError"]
]

const isUserRejection = (error: unknown): boolean =>
  error instanceof UserRejectedRequestError ||
  (typeof error === "object" && error !== null && "code" in error && error.code === 4001)

/**
 * Turns what viem throws into the catalogue's chain error, using viem's own
 * classification (it already maps node messages to these classes). A user
 * rejection (4001) becomes 'Signature declined'. Anything else is an unknown
 * node error carrying viem's short message as details.
 */
export const classifyChainError = (error: unknown): ChainError | SignatureDeclined => {
  if (error instanceof BaseError) {
    const rejected = error.walk(isUserRejection)
    if (rejected !== null) return new SignatureDeclined({ details: error.shortMessage })
    for (const [ErrorClass, reason] of classes) {
      if (error.walk((cause) => cause instanceof ErrorClass) !== null) {
        return new ChainError({ reason, details: error.shortMessage })
      }
    }
    return new ChainError({ reason: "UnknownNodeError", details: error.shortMessage })
  }
  if (isUserRejection(error)) return new SignatureDeclined({})
  return new ChainError({
    reason: "UnknownNodeError",
    details: error instanceof Error ? error.message : String(error),
    cause: error
  })
}
