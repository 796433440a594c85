import type { GangwayClient, ToastState } from "@gangway/core"
import { useGangwayClient } from "../context.js"
import { selectToast } from "./selectors.js"
import { useGangwayState } from "./use-gangway-state.js"

export interface ToastView extends ToastState {
  readonly showToast: GangwayClient["showToast"]
}

/** The current toast (one at a time) and the action that shows one. */
export const useToast = (): ToastView => {
  const client = useGangwayClient()
  const toast = useGangwayState(selectToast)
  return { ...toast, showToast: client.showToast }
}
