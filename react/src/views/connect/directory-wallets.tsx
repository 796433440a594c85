import type { Connector, DirectoryWallet } from "@gangway/core"
import { useEffect, useRef, useState } from "react"
import { useGangwayContext } from "../../context.js"

/** The Connect view's directory wallets, with their rows (a chunk loaded with them). */
export type ConnectDirectory = Awaited<ReturnType<typeof import("./directory-rows.js").loadConnectDirectory>>

/**
 * The Connect view's directory wallets (recent, featured, recommended for the dApp's
 * networks), once the client is there; until then, and without a directory, none. Their
 * code loads with them, so the view's first paint does without it.
 */
export const useConnectDirectory = (
  installed: ReadonlyArray<Connector>,
  onChoose: (wallet: DirectoryWallet) => void
): ConnectDirectory | undefined => {
  const { client } = useGangwayContext()
  const [directory, setDirectory] = useState<ConnectDirectory | undefined>()
  const installedKey = installed.flatMap((connector) => connector.info?.rdns ?? []).join(",")
  // The rows call the latest `onChoose`.
  const choose = useRef(onChoose)
  choose.current = onChoose
  useEffect(() => {
    if (client === undefined || client.options.projectId === undefined) return
    let current = true
    void import("./directory-rows.js")
      .then((module) =>
        module.loadConnectDirectory(client, installedKey === "" ? [] : installedKey.split(","), (wallet) =>
          choose.current(wallet)
        )
      )
      .then(
        (found) => current && setDirectory(found),
        () => undefined
      )
    return () => {
      current = false
    }
  }, [client, installedKey])
  return directory
}
