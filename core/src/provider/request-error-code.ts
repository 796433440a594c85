import { ProviderErrorCode } from "./provider-error.js"

/** The EIP-1193 / EIP-1474 code of each of the core's failures a request can end with. */
export const codeOfTag: Readonly<Record<string, number>> = {
  RequestDeclined: ProviderErrorCode.userRejected,
  SignatureDeclined: ProviderErrorCode.userRejected,
  RequestAborted: ProviderErrorCode.userRejected,
  NoActiveCaipAddress: ProviderErrorCode.unauthorized,
  RpcMethodNotAllowed: ProviderErrorCode.unsupportedMethod,
  RelayUnreachable: ProviderErrorCode.disconnected,
  NetworkNotApproved: ProviderErrorCode.chainDisconnected,
  MissingNetwork: ProviderErrorCode.unrecognizedChain,
  InvalidInput: ProviderErrorCode.invalidParams,
  MalformedRequest: ProviderErrorCode.invalidRequest,
  ChainError: ProviderErrorCode.transactionRejected
}

/** A failure's code: the wallet's own when it gave one, else its tag's, else internal (-32603). */
const rpcCodeOf = (error: unknown): number => {
  const record = typeof error === "object" && error !== null ? (error as { _tag?: unknown; code?: unknown }) : {}
  if (typeof record.code === "number") return record.code
  const byTag =
    typeof record._tag === "string" && Object.hasOwn(codeOfTag, record._tag) ? codeOfTag[record._tag] : undefined
  return byTag ?? ProviderErrorCode.internal
}

/**
 * `client.request`'s rejection: the typed failure itself (its tag, message and fields), with the
 * numeric `code` a dApp's library reads; anything that is not an object becomes an internal error.
 */
export const withRpcCode = (error: unknown): never => {
  if (typeof error !== "object" || error === null) {
    throw Object.assign(new Error("An error occurred"), { code: ProviderErrorCode.internal, cause: error })
  }
  if (typeof (error as { code?: unknown }).code !== "number") {
    Object.defineProperty(error, "code", {
      value: rpcCodeOf(error),
      enumerable: false,
      configurable: true,
      writable: true
    })
  }
  throw error
}
