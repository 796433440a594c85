import { Effect } from "effect"
import { Router } from "../../controllers/router.js"

export type NavigateParameters = Parameters<Router["Service"]["push"]>
export type NavigateReturnType = Effect.Success<ReturnType<Router["Service"]["push"]>>
export type NavigateErrorType = Effect.Error<ReturnType<Router["Service"]["push"]>>

/** Shows `view` (with its data) on top of the modal's history. */
export const navigate = Effect.fn("Router.navigate")(function* (...parameters: NavigateParameters) {
  const router = yield* Router
  return yield* router.push(...parameters)
})
