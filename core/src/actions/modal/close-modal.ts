import { Effect } from "effect"
import { Modal } from "../../controllers/modal.js"

export type CloseModalParameters = Parameters<Modal["Service"]["close"]>
export type CloseModalReturnType = Effect.Success<ReturnType<Modal["Service"]["close"]>>
export type CloseModalErrorType = Effect.Error<ReturnType<Modal["Service"]["close"]>>

/** Closes the modal unless closing is disabled (then it shakes and answers false). */
export const closeModal = Effect.fn("Modal.close")(function* (...parameters: CloseModalParameters) {
  const modal = yield* Modal
  return yield* modal.close(...parameters)
})
