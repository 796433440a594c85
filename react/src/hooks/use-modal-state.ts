import type { GangwayState, RouterData, View } from "@gangway/core"
import { useGangwayState } from "./use-gangway-state.js"

const selectModal = (state: GangwayState) => ({
  open: state.modal.open,
  loading: state.modal.loading,
  shake: state.modal.shake,
  view: state.router.view,
  data: state.router.data,
  canGoBack: state.router.canGoBack
})

export interface ModalStateView {
  readonly open: boolean
  readonly loading: boolean
  readonly shake: boolean
  readonly view: View
  readonly data: RouterData | undefined
  readonly canGoBack: boolean
}

/** Whether the modal is open, and which view it shows. */
export const useModalState = (): ModalStateView => useGangwayState(selectModal)
