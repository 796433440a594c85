import { Effect } from "effect"
import { Send } from "../../controllers/send.js"

export type RefreshGasPriceParameters = Parameters<Send["Service"]["refreshGasPrice"]>
export type RefreshGasPriceReturnType = Effect.Success<ReturnType<Send["Service"]["refreshGasPrice"]>>
export type RefreshGasPriceErrorType = Effect.Error<ReturnType<Send["Service"]["refreshGasPrice"]>>

/** The fee rate and its USD value into the send form. */
export const refreshGasPrice = Effect.fn("Send.refreshGasPrice")(function* (...parameters: RefreshGasPriceParameters) {
  const send = yield* Send
  return yield* send.refreshGasPrice(...parameters)
})
