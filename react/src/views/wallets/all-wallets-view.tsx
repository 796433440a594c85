import type { DirectoryWallet } from "@gangway/core"
import { useEffect, useMemo, useRef, useState } from "react"
import { useGangwayClient } from "../../context.js"
import { useConnectors } from "../../hooks/use-connectors.js"
import { useNetwork } from "../../hooks/use-network.js"
import { useMessages } from "../../i18n/use-messages.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { QrIcon, WalletIcon } from "../../internal/icons.js"
import { SearchField } from "../../internal/search-field.js"
import { chooseDirectoryWallet, showPairingCode } from "../connect/choose-wallet.js"
import { usePhoneWallets } from "./use-phone-wallets.js"
import { useWalletPages } from "./use-wallet-pages.js"
import { useWalletSearch } from "./use-wallet-search.js"
import { WalletGrid } from "./wallet-grid.js"
import { walletsCss } from "./wallets-css.js"
import { walletsMessages } from "./messages.js"
import { EmptyState } from "../../internal/empty-state.js"

/**
 * Loads the next page when the end of the list scrolls into view. Observing anew
 * after each page (`loaded`) catches an end that is still in view.
 */
const useEndOfList = (onReached: () => void, active: boolean, loaded: number) => {
  const sentinel = useRef<HTMLDivElement>(null)
  const callback = useRef(onReached)
  callback.current = onReached
  useEffect(() => {
    const node = sentinel.current
    if (node === null || !active || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { rootMargin: "200px" }
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [active, loaded])
  return sentinel
}

/**
 * The whole wallet directory: paged 40 at a time as the list scrolls, and searchable. On a phone,
 * the wallets that open here, with WalletConnect's code and link for another device second.
 */
export const AllWalletsView = () => {
  const client = useGangwayClient()
  const connectors = useConnectors()
  const { networks } = useNetwork()
  const chains = useMemo(() => networks.map((network) => network.caipNetworkId), [networks])
  const [query, setQuery] = useState("")
  const pages = useWalletPages(chains)
  const search = useWalletSearch(query, chains)
  const searching = query.trim() !== ""
  const more = pages.count === undefined || pages.wallets.length < pages.count
  const sentinel = useEndOfList(
    pages.loadMore,
    !searching && more && !pages.failed && !pages.loading,
    pages.wallets.length
  )
  const t = useMessages(walletsMessages)
  const choose = (wallet: DirectoryWallet) => void chooseDirectoryWallet(client, wallet, connectors)
  const { phone, only } = usePhoneWallets()

  return (
    <div className="gw-wallets" data-testid="all-wallets-view">
      <FlowStyles name="wallets" css={walletsCss} />
      <SearchField
        className="gw-search"
        unsaved={searching}
        label={t("search")}
        placeholder={t("search")}
        value={query}
        onChange={setQuery}
      />
      {searching ? (
        <SearchResults
          result={search.status === "done" ? { ...search, wallets: only(search.wallets) } : search}
          connectors={connectors}
          onChoose={choose}
        />
      ) : (
        <>
          {phone && (
            <>
              <button
                type="button"
                className="gw-action gw-action--secondary"
                onClick={() => void showPairingCode(client)}
              >
                <QrIcon size={18} />
                {t("otherDevice")}
              </button>
              <p className="gw-wallets__count">{t("opensOnPhone")}</p>
            </>
          )}
          {!phone && pages.count !== undefined && (
            <p className="gw-wallets__count" aria-live="polite">
              {t("shownOfCount", { shown: pages.wallets.length, count: pages.count })}
            </p>
          )}
          <WalletGrid
            wallets={only(pages.wallets)}
            connectors={connectors}
            onChoose={choose}
            placeholders={pages.loading ? (pages.wallets.length === 0 ? 16 : 4) : 0}
          />
          {pages.failed && <LoadFailed onRetry={pages.loadMore} />}
          <div ref={sentinel} className="gw-wallets__sentinel" />
        </>
      )}
    </div>
  )
}

const SearchResults = ({
  result,
  connectors,
  onChoose
}: {
  readonly result: ReturnType<typeof useWalletSearch>
  readonly connectors: ReturnType<typeof useConnectors>
  readonly onChoose: (wallet: DirectoryWallet) => void
}) => {
  const t = useMessages(walletsMessages)
  if (result.status === "failed") return <LoadFailed />
  if (result.status === "done" && result.wallets.length === 0) {
    return (
      <EmptyState role="status" icon={<WalletIcon size={24} />} title={t("noneFound")} text={t("tryAnotherName")} />
    )
  }
  return (
    <div aria-busy={result.status !== "done"}>
      <WalletGrid
        wallets={result.status === "done" ? result.wallets : []}
        connectors={connectors}
        onChoose={onChoose}
        placeholders={result.status === "done" ? 0 : 8}
      />
    </div>
  )
}

const LoadFailed = ({ onRetry }: { readonly onRetry?: () => void }) => (
  <EmptyState role="status" title={useMessages(walletsMessages)("loadFailed")} onRetry={onRetry} />
)
