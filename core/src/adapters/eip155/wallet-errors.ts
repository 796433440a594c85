import { BaseError } from "viem"
import {
  type ChainError,
  RequestDeclined,
  SignatureDeclined,
  WalletAnswerInvalid,
  WalletRequestFailed
} from "../../errors.js"
import { classifyChainError } from "../../policy/classify-chain-error.js"
import { errorCode, errorDetails, USER_REJECTED } from "../../connectors/provider.js"

/**
 * What a failed wallet request means for the user: declined (4001), a chain
 * error viem recognises, or a plain wallet failure with its code.
 */
export const toWalletError = (
  method: string,
  error: unknown
): RequestDeclined | SignatureDeclined | WalletRequestFailed | ChainError | WalletAnswerInvalid => {
  // A malformed answer, also when viem carries it as the cause of its own error.
  if (error instanceof WalletAnswerInvalid) return error
  const invalidAnswer =
    error instanceof BaseError ? error.walk((cause) => cause instanceof WalletAnswerInvalid) : undefined
  if (invalidAnswer instanceof WalletAnswerInvalid) return invalidAnswer
  const code = errorCode(error)
  const details = errorDetails(error)
  if (code === USER_REJECTED) {
    if (method === "eth_requestAccounts" || method === "wallet_requestPermissions") {
      return new RequestDeclined({ action: "connect", details })
    }
    if (method === "wallet_switchEthereumChain" || method === "wallet_addEthereumChain") {
      return new RequestDeclined({ action: "switchNetwork", details })
    }
    return new SignatureDeclined({ details })
  }
  if (error instanceof BaseError) {
    const classified = classifyChainError(error)
    if (classified._tag === "SignatureDeclined" || classified.reason !== "UnknownNodeError") return classified
  }
  return new WalletRequestFailed({ method, ...(code === undefined ? {} : { code }), details })
}
