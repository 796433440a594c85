import { Effect } from "effect"
import { Connection } from "../../controllers/connection.js"

export type ChooseWalletParameters = Parameters<Connection["Service"]["chooseWallet"]>
export type ChooseWalletReturnType = Effect.Success<ReturnType<Connection["Service"]["chooseWallet"]>>
export type ChooseWalletErrorType = Effect.Error<ReturnType<Connection["Service"]["chooseWallet"]>>

/** Records the directory wallet the user opened for the pairing in progress. */
export const chooseWallet = Effect.fn("Connection.chooseWallet")(function* (...parameters: ChooseWalletParameters) {
  const connection = yield* Connection
  return yield* connection.chooseWallet(...parameters)
})
