import { Effect } from "effect"
import { Connection } from "../../controllers/connection.js"

export type ConnectParameters = Parameters<Connection["Service"]["connect"]>
export type ConnectReturnType = Effect.Success<ReturnType<Connection["Service"]["connect"]>>
export type ConnectErrorType = Effect.Error<ReturnType<Connection["Service"]["connect"]>>

/** Connects the connector with this id; for WalletConnect, `attempt` names the directory wallet picked. */
export const connect = Effect.fn("Connection.connect")(function* (...parameters: ConnectParameters) {
  const connection = yield* Connection
  return yield* connection.connect(...parameters)
})
