import { Schema } from "effect"
import { GangwayError } from "../errors/gangway-error.js"

const DOCS = "docs/errors.md#eip-1193-provider"

/**
 * EIP-1193 and EIP-1474 error codes a dApp's library (viem, ethers, wagmi) reads to
 * tell a refusal from a failure.
 */
export const ProviderErrorCode = {
  /** The person refused (or closed the modal). */
  userRejected: 4001,
  /** No account is connected, or the account asked for is not the connected one. */
  unauthorized: 4100,
  unsupportedMethod: 4200,
  /** No wallet can be reached at all. */
  disconnected: 4900,
  /** The wallet is not connected to the chain asked for. */
  chainDisconnected: 4901,
  /** EIP-3326: a chain the dApp did not configure. */
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  invalidParams: -32602,
  internal: -32603,
  transactionRejected: -32003
} as const

/**
 * The error every EIP-1193 provider of Gangway rejects with (EIP-1193's ProviderRpcError):
 * `code` for libraries, `message` in plain words for people, `data` with what the wallet
 * or node said, when it said more.
 */
export class ProviderRpcError extends GangwayError<ProviderRpcError>(DOCS)("ProviderRpcError", {
  code: Schema.Number,
  text: Schema.String,
  data: Schema.optional(Schema.Unknown)
}) {
  override get message() {
    return this.text
  }
}
