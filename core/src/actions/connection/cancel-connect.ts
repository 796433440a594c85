import { Effect } from "effect"
import { Connection } from "../../controllers/connection.js"

export type CancelConnectParameters = Parameters<Connection["Service"]["cancelConnect"]>
export type CancelConnectReturnType = Effect.Success<ReturnType<Connection["Service"]["cancelConnect"]>>
export type CancelConnectErrorType = Effect.Error<ReturnType<Connection["Service"]["cancelConnect"]>>

/** Stops waiting for a WalletConnect pairing: its connect fails with 'Request was aborted'. */
export const cancelConnect = Effect.fn("Connection.cancelConnect")(function* (...parameters: CancelConnectParameters) {
  const connection = yield* Connection
  return yield* connection.cancelConnect(...parameters)
})
