import { Effect } from "effect"
import { Modal } from "../../controllers/modal.js"

export type OpenModalParameters = Parameters<Modal["Service"]["open"]>
export type OpenModalReturnType = Effect.Success<ReturnType<Modal["Service"]["open"]>>
export type OpenModalErrorType = Effect.Error<ReturnType<Modal["Service"]["open"]>>

/** Opens the modal, on the view `options` name or the first one the state calls for. */
export const openModal = Effect.fn("Modal.open")(function* (...parameters: OpenModalParameters) {
  const modal = yield* Modal
  return yield* modal.open(...parameters)
})
