import { emptySendState } from "../../domain/send-state.js"
import type { SendStoreState } from "./types.js"

/** The send form before anything is filled in or sent. */
export const initialSendStoreState: SendStoreState = {
  ...emptySendState,
  phase: "idle",
  hash: undefined,
  failure: undefined
}
