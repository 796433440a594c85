import { useEffect } from "react"
import { useNfts } from "../../hooks/use-nfts.js"
import { useMessages } from "../../i18n/use-messages.js"
import { EmptyState } from "../../internal/empty-state.js"
import { AlertIcon, ImageIcon } from "../../internal/icons.js"
import { accountMessages } from "./messages.js"

const SKELETON_CARDS = 4

/** The Account view's NFTs tab: what the account holds on this network, as cards. */
export const NftsPanel = () => {
  const { status, items, refresh } = useNfts()
  const t = useMessages(accountMessages)
  // Asked each time the tab opens: holdings change outside the modal too.
  useEffect(() => {
    refresh().catch(() => undefined)
  }, [refresh])

  if (items.length === 0 && (status === "loading" || status === "idle")) {
    return (
      <ul className="gw-nfts" aria-label={t("nfts")} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders: a placeholder's place is all that tells it apart
            key={index}
            className="gw-nft gw-nft--loading"
            aria-hidden="true"
          >
            <span className="gw-nft__image" />
            <span className="gw-nft__name" />
          </li>
        ))}
      </ul>
    )
  }
  if (status === "failed") {
    return (
      <EmptyState
        testId="nfts-failed"
        role="alert"
        icon={<AlertIcon size={24} />}
        title={t("nftsFailed")}
        onRetry={() => void refresh().catch(() => undefined)}
      />
    )
  }
  if (items.length === 0) {
    return <EmptyState testId="nfts-empty" icon={<ImageIcon size={24} />} title={t("noNfts")} text={t("noNftsHint")} />
  }
  return (
    <ul className="gw-nfts" aria-label={t("nfts")}>
      {items.map((item) => (
        <li
          key={`${item.contract}/${item.tokenId}`}
          className="gw-nft"
          data-contract={item.contract}
          data-token-id={item.tokenId}
        >
          {item.imageUrl === undefined ? (
            <span className="gw-nft__image gw-nft__image--none" aria-hidden="true">
              <ImageIcon size={28} />
            </span>
          ) : (
            <img className="gw-nft__image" src={item.imageUrl} alt="" loading="lazy" decoding="async" />
          )}
          <span className="gw-nft__name">{item.name}</span>
        </li>
      ))}
    </ul>
  )
}
