import type { DirectoryWallet } from "@gangway/core"
import { useCallback, useEffect, useRef, useState } from "react"
import { useGangwayClient } from "../../context.js"

export interface WalletPages {
  readonly wallets: ReadonlyArray<DirectoryWallet>
  readonly count: number | undefined
  readonly loading: boolean
  readonly failed: boolean
  /** Loads the next page of 40, unless one is loading or all are there. */
  readonly loadMore: () => void
}

/** The directory page by page (40 each, their first 20 images preloaded by the core). */
export const useWalletPages = (chains: ReadonlyArray<string>): WalletPages => {
  const client = useGangwayClient()
  const [wallets, setWallets] = useState<ReadonlyArray<DirectoryWallet>>([])
  const [count, setCount] = useState<number | undefined>()
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const next = useRef(1)
  const busy = useRef(false)
  const chainsKey = chains.join(",")

  const loadMore = useCallback(() => {
    if (busy.current || (count !== undefined && next.current > 1 && wallets.length >= count)) return
    busy.current = true
    setLoading(true)
    const page = next.current
    client.walletDirectory
      .getWalletsPage({ page, chains: chainsKey === "" ? undefined : chainsKey.split(",") })
      .then(
        (result) => {
          next.current = page + 1
          setCount(result.count)
          setFailed(false)
          // Directory pages can overlap when the list changes meanwhile: keep each wallet once.
          setWallets((known) => {
            const ids = new Set(known.map((wallet) => wallet.id))
            return [...known, ...result.data.filter((wallet) => !ids.has(wallet.id))]
          })
        },
        () => setFailed(true)
      )
      .finally(() => {
        busy.current = false
        setLoading(false)
      })
  }, [client, chainsKey, count, wallets.length])

  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    loadMore()
  }, [loadMore])

  return { wallets, count, loading, failed, loadMore }
}
