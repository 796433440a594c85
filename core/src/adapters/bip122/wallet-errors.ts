import { RequestDeclined, SignatureDeclined, WalletRequestFailed } from "../../errors.js"
import { errorCode, errorDetails, USER_REJECTED } from "../../connectors/provider.js"

/** What a failed Bitcoin wallet request means for the user: declined (4001 or a rejection), or a wallet failure. */
export const toBitcoinWalletError = (
  method: string,
  error: unknown
): RequestDeclined | SignatureDeclined | WalletRequestFailed => {
  const code = errorCode(error)
  const details = errorDetails(error)
  if (code === USER_REJECTED || /reject|declin|denied|cancel/i.test(details)) {
    return method === "bitcoin:connect" || method === "getAccountAddresses"
      ? new RequestDeclined({ action: "connect", details })
      : new SignatureDeclined({ details })
  }
  return new WalletRequestFailed({ method, ...(code === undefined ? {} : { code }), details })
}
