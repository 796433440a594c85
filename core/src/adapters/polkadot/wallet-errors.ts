import { RequestDeclined, SignatureDeclined, WalletRequestFailed } from "../../errors.js"
import { errorCode, errorDetails, USER_REJECTED } from "../../connectors/provider.js"

/** What a failed Polkadot wallet request means for the user: declined (polkadot{.js} says "Cancelled"), or a wallet failure. */
export const toPolkadotWalletError = (
  method: string,
  error: unknown
): RequestDeclined | SignatureDeclined | WalletRequestFailed => {
  if (error instanceof WalletRequestFailed) return error
  const code = errorCode(error)
  const details = errorDetails(error)
  if (code === USER_REJECTED || /reject|declin|denied|cancel|not allowed/i.test(details)) {
    return method === "enable"
      ? new RequestDeclined({ action: "connect", details })
      : new SignatureDeclined({ details })
  }
  return new WalletRequestFailed({ method, ...(code === undefined ? {} : { code }), details })
}
