import { useId, useRef, useState, type KeyboardEvent } from "react"
import { useGangwayClient } from "../../context.js"
import { useBalance } from "../../hooks/use-balance.js"
import { useMessages } from "../../i18n/use-messages.js"
import { ChevronRightIcon, WalletIcon } from "../../internal/icons.js"
import { TokenList, TokenListSkeleton } from "../../internal/token-list.js"
import { ActivityList, TransactionsView } from "../../modal/late-views.js"
import { accountMessages } from "./messages.js"
import { NftsPanel } from "./nfts-panel.js"
import { EmptyState } from "../../internal/empty-state.js"

type Tab = "tokens" | "nfts" | "activity"
const tabs: ReadonlyArray<{ readonly id: Tab }> = [{ id: "tokens" }, { id: "nfts" }, { id: "activity" }]

/** How many entries the Activity tab shows; "See all activity" opens the whole list. */
const ACTIVITY_PREVIEW = 5

const TokensPanel = () => {
  const { tokenBalances, loading, lastRetry } = useBalance()
  const t = useMessages(accountMessages)
  if (tokenBalances.length === 0 && loading) return <TokenListSkeleton />
  if (tokenBalances.length === 0) {
    return (
      <EmptyState
        testId="tokens-empty"
        icon={<WalletIcon size={24} />}
        title={t(lastRetry === undefined ? "noTokens" : "tokensUnavailable")}
        text={t(lastRetry === undefined ? "noTokensHint" : "tokensUnavailableHint")}
      />
    )
  }
  return <TokenList tokens={tokenBalances} label={t("tokenBalances")} />
}

const ActivityPanel = () => {
  const client = useGangwayClient()
  const t = useMessages(accountMessages)
  return (
    <div className="gw-stack">
      <ActivityList limit={ACTIVITY_PREVIEW} />
      <button
        type="button"
        className="gw-row gw-account__all"
        onPointerEnter={() => void TransactionsView.preload()}
        onClick={() => void client.modal.navigate("Transactions")}
      >
        <span className="gw-row__label">{t("seeAllActivity")}</span>
        <span className="gw-row__end">
          <ChevronRightIcon size={18} />
        </span>
      </button>
    </div>
  )
}

/** The account's Tokens, NFTs and Activity (SPEC §2), as tabs with arrow-key navigation. */
export const AccountTabs = () => {
  const [tab, setTab] = useState<Tab>("tokens")
  const t = useMessages(accountMessages)
  const prefix = useId()
  const buttons = useRef<Array<HTMLButtonElement | null>>([])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const index = (tabs.findIndex((item) => item.id === tab) + step + tabs.length) % tabs.length
    const next = tabs[index]!
    setTab(next.id)
    buttons.current[index]?.focus()
  }

  return (
    <div className="gw-account__tabs">
      <div className="gw-tabs" role="tablist" aria-label={t("tabs")} onKeyDown={onKeyDown}>
        {tabs.map((item, index) => (
          <button
            key={item.id}
            ref={(node) => {
              buttons.current[index] = node
            }}
            type="button"
            role="tab"
            id={`${prefix}tab-${item.id}`}
            className="gw-tab"
            aria-selected={tab === item.id}
            aria-controls={tab === item.id ? `${prefix}panel-${item.id}` : undefined}
            tabIndex={tab === item.id ? 0 : -1}
            onPointerEnter={item.id === "activity" ? () => void ActivityList.preload() : undefined}
            onFocus={item.id === "activity" ? () => void ActivityList.preload() : undefined}
            onClick={() => setTab(item.id)}
          >
            {t(item.id)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${prefix}panel-${tab}`}
        aria-labelledby={`${prefix}tab-${tab}`}
        className="gw-account__panel"
        data-testid={`account-${tab}`}
      >
        {tab === "tokens" ? <TokensPanel /> : tab === "nfts" ? <NftsPanel /> : <ActivityPanel />}
      </div>
    </div>
  )
}
