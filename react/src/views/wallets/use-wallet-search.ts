import type { DirectoryWallet } from "@gangway/core"
import { DEBOUNCE_DEFAULT_MS } from "@gangway/core"
import { useEffect, useState } from "react"
import { useGangwayClient } from "../../context.js"
import { useDebounced } from "../../internal/use-debounced.js"

export type SearchResult =
  | { readonly status: "idle" }
  | { readonly status: "searching" }
  | { readonly status: "done"; readonly wallets: ReadonlyArray<DirectoryWallet> }
  | { readonly status: "failed" }

/**
 * Searches the directory once the query has rested for the debounce delay
 * (500 ms); the core then answers no sooner than 300 ms after the call, so the
 * list does not flicker. A newer query makes an older answer irrelevant.
 */
export const useWalletSearch = (query: string, chains: ReadonlyArray<string>): SearchResult => {
  const client = useGangwayClient()
  const settled = useDebounced(query.trim(), DEBOUNCE_DEFAULT_MS)
  const [result, setResult] = useState<SearchResult>({ status: "idle" })
  const chainsKey = chains.join(",")

  useEffect(() => {
    if (settled === "") {
      setResult({ status: "idle" })
      return
    }
    let current = true
    setResult({ status: "searching" })
    client.walletDirectory
      .searchWallets({ search: settled, chains: chainsKey === "" ? undefined : chainsKey.split(",") })
      .then(
        (found) => current && setResult({ status: "done", wallets: found.data }),
        () => current && setResult({ status: "failed" })
      )
    return () => {
      current = false
    }
  }, [client, settled, chainsKey])

  // While the user is still typing, the previous answer no longer matches.
  if (query.trim() !== settled && query.trim() !== "") return { status: "searching" }
  return result
}
