import { Effect } from "effect"
import { Modal } from "../../controllers/modal.js"

export type GoBackParameters = Parameters<Modal["Service"]["back"]>
export type GoBackReturnType = Effect.Success<ReturnType<Modal["Service"]["back"]>>
export type GoBackErrorType = Effect.Error<ReturnType<Modal["Service"]["back"]>>

/** The modal's Back: the previous view, or closes when there is none. */
export const goBack = Effect.fn("Modal.back")(function* (...parameters: GoBackParameters) {
  const modal = yield* Modal
  return yield* modal.back(...parameters)
})
