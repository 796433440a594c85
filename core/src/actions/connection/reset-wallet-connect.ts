import { Effect } from "effect"
import { Connection } from "../../controllers/connection.js"
import { History } from "../../controllers/history.js"

export type ResetWalletConnectParameters = []
export type ResetWalletConnectReturnType = Effect.Success<ReturnType<typeof resetWalletConnect>>
export type ResetWalletConnectErrorType = Effect.Error<ReturnType<typeof resetWalletConnect>>

/**
 * Clears the pairing URI, its expiry, the deep link, the recent wallet and the transactions
 * listed: a fresh QR code next time.
 */
export const resetWalletConnect = Effect.fn("Connection.resetWalletConnect")(function* () {
  const connection = yield* Connection
  const history = yield* History
  yield* connection.resetWalletConnect()
  yield* history.reset()
})
