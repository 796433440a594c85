import { useEffect } from "react"
import { useGangwayContext } from "../context.js"

/**
 * Lists the browser wallets in the waiting state until the client runs (which lists them itself
 * then). Their discovery's code loads now, not with the page: the modal's shell calls this when
 * the visitor heads for a button, and a provider without the modal when it mounts.
 */
export const useWalletDiscovery = (): void => {
  const { client, waiting, config } = useGangwayContext()
  useEffect(() => {
    if (client !== undefined) return undefined
    let stop: (() => void) | undefined
    let stopped = false
    void import("./discover-wallets.js").then(
      ({ discoverWallets }) => {
        if (!stopped) stop = discoverWallets(config.walletNamespaces, waiting.announce)
      },
      // Without it the wallets show once the client runs.
      () => undefined
    )
    return () => {
      stopped = true
      stop?.()
    }
  }, [client, waiting, config])
}
