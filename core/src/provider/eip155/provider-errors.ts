import { ProviderErrorCode, ProviderRpcError } from "../provider-error.js"
import { codeOfTag } from "../request-error-code.js"

/** Plain words for the errors whose catalogue message is written for the modal, not for a dApp. */
const textOfTag: Readonly<Record<string, string>> = {
  NoActiveCaipAddress: "No wallet is connected: ask for accounts (eth_requestAccounts) first"
}

/**
 * A failure of the client or the wallet as the EIP-1193 error a dApp's library expects:
 * refusals are 4001, a missing connection 4100, a chain the dApp did not configure 4902; a
 * wallet's own code is kept. The message is the product's; what the wallet said is in `data`.
 */
export const toProviderError = (error: unknown): ProviderRpcError => {
  if (error instanceof ProviderRpcError) return error
  const record =
    typeof error === "object" && error !== null
      ? (error as { _tag?: unknown; code?: unknown; message?: unknown; details?: unknown })
      : {}
  const tag = typeof record._tag === "string" ? record._tag : undefined
  const text =
    (tag === undefined ? undefined : textOfTag[tag]) ??
    (typeof record.message === "string" && record.message !== "" ? record.message : "An error occurred")
  const code =
    typeof record.code === "number"
      ? record.code
      : tag === undefined || !Object.hasOwn(codeOfTag, tag)
        ? undefined
        : codeOfTag[tag]
  return new ProviderRpcError({
    code: code ?? ProviderErrorCode.internal,
    text,
    ...(typeof record.details === "string" ? { data: { details: record.details } } : {})
  })
}
