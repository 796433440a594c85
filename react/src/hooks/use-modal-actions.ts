import type { GangwayClient, OpenOptions, RouterData, View } from "@gangway/core"
import { useMemo } from "react"
import { useGangwayContext, type GangwayConfig } from "../context.js"
import { afterNextPaint } from "../internal/after-next-paint.js"
import { onIdle } from "../internal/on-idle.js"
import { modalReadyFor, readyToOpen } from "../modal/gangway-modal.js"

export interface ModalActions {
  readonly open: (options?: OpenOptions) => Promise<void>
  readonly close: () => Promise<boolean>
  readonly back: () => Promise<void>
  readonly navigate: (view: View, data?: RouterData) => Promise<void>
}

/**
 * How long a click made before the modal's code has arrived waits for it before the modal opens
 * on a skeleton. The code usually arrives within it, fetched since the pointer neared the button.
 */
export const OPEN_PATIENCE_MS = 250

/** The view the modal opens on while no wallet is connected: in basic mode, the pairing code. */
export const firstViewName = (config: GangwayConfig): View =>
  config.basic ? "ConnectingWalletConnectBasic" : "Connect"

const clientActions = (client: GangwayClient): ModalActions => ({
  open: client.modal.open,
  close: client.modal.close,
  back: client.modal.back,
  navigate: client.modal.navigate
})

/**
 * Opening, closing and moving through the modal. Before a lazily loaded client
 * is there, the modal opens on its first view at once, from the waiting state,
 * and the client loads once that frame is painted and the browser is idle; it
 * then takes over on the same view. Any other view, or any view while a
 * remembered session is being restored, waits for the client.
 */
export const useModalActions = (): ModalActions => {
  const { client, waiting, config, loadClient, restoringSession } = useGangwayContext()
  return useMemo(() => {
    if (client !== undefined) return clientActions(client)
    const close = () => {
      waiting.close()
      return Promise.resolve(true)
    }
    return {
      open: (options) => {
        const first = firstViewName(config)
        // A remembered wallet may be connected: which view comes first is the client's to say.
        if ((options?.view ?? first) !== first || options?.data !== undefined) {
          return loadClient(true).then((loaded) => loaded.open(options))
        }
        if (restoringSession()) {
          // Once the remembered wallet is back (or known gone), the client opens on Account or Connect.
          return loadClient(true).then(async (loaded) => {
            await loaded.ready.catch(() => false)
            return loaded.open(options)
          })
        }
        const show = () => {
          waiting.open(first)
          // Fetching and running the client's code must not hold up the frame the visitor waits for.
          // A load that fails here is tried again by the visitor's next action.
          afterNextPaint(() => onIdle(() => void loadClient(true).catch(() => undefined)))
        }
        // Opened within the click while the code is here; otherwise once it arrives.
        if (modalReadyFor(first)) {
          show()
          return Promise.resolve()
        }
        return readyToOpen(first, OPEN_PATIENCE_MS).then(show)
      },
      close,
      // The first view is the root of the modal's history: back closes it.
      back: () => close().then(() => undefined),
      navigate: (view, data) => loadClient(true).then((loaded) => loaded.navigate(view, data))
    }
  }, [client, waiting, config, loadClient, restoringSession])
}
