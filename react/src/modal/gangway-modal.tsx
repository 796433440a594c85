import { useEffect, useState } from "react"
import { createPortal } from "react-dom"
import { selectModalOpen } from "../hooks/selectors.js"
import { useGangwayState } from "../hooks/use-gangway-state.js"
import { onIdle } from "../internal/on-idle.js"
import { Activity } from "../internal/react-compat.js"
import { useIsClient } from "../internal/use-is-client.js"
import { FontWarmup } from "./font-warmup.js"
import { ModalDialog } from "./modal-dialog.js"
import { ToastRegion } from "./toast-region.js"

/**
 * The modal and the toasts, portalled into `document.body`. Mounted by
 * `<GangwayProvider>`; renders nothing on the server or during hydration.
 */
export const GangwayModal = () => {
  const isClient = useIsClient()
  const open = useGangwayState(selectModalOpen)
  const prepared = usePrepared()
  if (!isClient) return null
  return createPortal(
    <>
      <ToastRegion />
      {(open || prepared) && (
        <Activity mode={open ? "visible" : "hidden"}>
          <ModalDialog />
        </Activity>
      )}
      {!open && <FontWarmup />}
    </>,
    document.body
  )
}

/** True once the page is idle: from then on the closed modal stays rendered, hidden, so opening it only reveals it. */
const usePrepared = () => {
  const [prepared, setPrepared] = useState(false)
  useEffect(() => onIdle(() => setPrepared(true)), [])
  return prepared
}
