import type { GangwayClient, OpenOptions, RouterData, View } from "@gangway/core"
import { useMemo } from "react"
import { useGangwayContext, type GangwayConfig } from "../context.js"
import { afterNextPaint } from "../internal/after-next-paint.js"
import { onIdle } from "../internal/on-idle.js"

export interface ModalActions {
  readonly open: (options?: OpenOptions) => Promise<void>
  readonly close: () => Promise<boolean>
  readonly back: () => Promise<void>
  readonly navigate: (view: View, data?: RouterData) => Promise<void>
}

/** The view the modal opens on while no wallet is connected: in basic mode, the pairing code. */
export const firstViewName = (config: GangwayConfig): View => (config.basic ? "ConnectingWalletConnectBasic" : "Connect")

const clientActions = (client: GangwayClient): ModalActions => ({
  open: client.open,
  close: client.close,
  back: client.back,
  navigate: client.navigate
})

/**
 * Opening, closing and moving through the modal. Before a lazily loaded client
 * is there, the modal opens on its first view at once, from the waiting state,
 * and the client loads once that frame is painted and the browser is idle; it
 * then takes over on the same view. Any other view waits for the client.
 */
export const useModalActions = (): ModalActions => {
  const { client, waiting, config, loadClient } = useGangwayContext()
  return useMemo(() => {
    if (client !== undefined) return clientActions(client)
    const close = () => {
      waiting.close()
      return Promise.resolve(true)
    }
    return {
      open: (options) => {
        const first = firstViewName(config)
        if ((options?.view ?? first) !== first || options?.data !== undefined) {
          return loadClient().then((loaded) => loaded.open(options))
        }
        waiting.open(first)
        // Fetching and running the client's code must not hold up the frame the visitor waits for.
        afterNextPaint(() => onIdle(() => void loadClient()))
        return Promise.resolve()
      },
      close,
      // The first view is the root of the modal's history: back closes it.
      back: () => close().then(() => undefined),
      navigate: (view, data) => loadClient().then((loaded) => loaded.navigate(view, data))
    }
  }, [client, waiting, config, loadClient])
}
