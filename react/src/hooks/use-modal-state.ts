import type { RouterData, View } from "@gangway/core"
import { selectModal } from "./selectors.js"
import { useGangwayState } from "./use-gangway-state.js"

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
