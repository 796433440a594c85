import type { GangwayClient, GangwayState, ToastState } from "@gangway/core"
import { useCallback } from "react"
import { useWithClient } from "../context.js"
import { useGangwayState } from "./use-gangway-state.js"

const selectToast = (state: GangwayState) => state.toast

export interface ToastView extends ToastState {
  readonly showToast: GangwayClient["showToast"]
}

/** The current toast (one at a time) and the action that shows one. */
export const useToast = (): ToastView => {
  const withClient = useWithClient()
  const toast = useGangwayState(selectToast)
  const showToast = useCallback<GangwayClient["showToast"]>(
    (variant, message) => withClient((client) => client.toast.show(variant, message)),
    [withClient]
  )
  return { ...toast, showToast }
}
