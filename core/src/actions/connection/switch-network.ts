import { Effect } from "effect"
import { Connection } from "../../controllers/connection.js"

export type SwitchNetworkParameters = Parameters<Connection["Service"]["switchNetwork"]>
export type SwitchNetworkReturnType = Effect.Success<ReturnType<Connection["Service"]["switchNetwork"]>>
export type SwitchNetworkErrorType = Effect.Error<ReturnType<Connection["Service"]["switchNetwork"]>>

/** Makes the network with this CAIP-2 id the active one, asking the wallet when it must switch. */
export const switchNetwork = Effect.fn("Connection.switchNetwork")(function* (...parameters: SwitchNetworkParameters) {
  const connection = yield* Connection
  return yield* connection.switchNetwork(...parameters)
})
