import { Effect } from "effect"
import { Connection } from "../../controllers/connection.js"

export type DisconnectParameters = Parameters<Connection["Service"]["disconnect"]>
export type DisconnectReturnType = Effect.Success<ReturnType<Connection["Service"]["disconnect"]>>
export type DisconnectErrorType = Effect.Error<ReturnType<Connection["Service"]["disconnect"]>>

/** Ends the session of `namespace` (every session without one). */
export const disconnect = Effect.fn("Connection.disconnect")(function* (...parameters: DisconnectParameters) {
  const connection = yield* Connection
  return yield* connection.disconnect(...parameters)
})
