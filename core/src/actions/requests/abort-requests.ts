import { Effect } from "effect"
import { WalletRequests } from "../../controllers/wallet-requests.js"

export type AbortRequestsParameters = Parameters<WalletRequests["Service"]["abortPending"]>
export type AbortRequestsReturnType = Effect.Success<ReturnType<WalletRequests["Service"]["abortPending"]>>
export type AbortRequestsErrorType = Effect.Error<ReturnType<WalletRequests["Service"]["abortPending"]>>

/** Rejects every request waiting for approval with 'Request was aborted'; how many there were. */
export const abortRequests = Effect.fn("WalletRequests.abort")(function* (...parameters: AbortRequestsParameters) {
  const walletRequests = yield* WalletRequests
  return yield* walletRequests.abortPending(...parameters)
})
