import { createPortal } from "react-dom"
import { selectModalOpen } from "../hooks/selectors.js"
import { useGangwayState } from "../hooks/use-gangway-state.js"
import { useIsClient } from "../internal/use-is-client.js"
import { ModalDialog } from "./modal-dialog.js"
import { ToastRegion } from "./toast-region.js"

/**
 * The modal and the toasts, portalled into `document.body`. Mounted by
 * `<GangwayProvider>`; renders nothing on the server or during hydration.
 */
export const GangwayModal = () => {
  const isClient = useIsClient()
  const open = useGangwayState(selectModalOpen)
  if (!isClient) return null
  return createPortal(
    <>
      <ToastRegion />
      {open && <ModalDialog />}
    </>,
    document.body
  )
}
