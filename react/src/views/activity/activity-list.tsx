import type { TransactionGroup } from "@gangway/core"
import { useEffect, useId } from "react"
import { useAccount } from "../../hooks/use-account.js"
import { useTransactions } from "../../hooks/use-transactions.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { AlertIcon, ClockIcon, SpinnerIcon } from "../../internal/icons.js"
import { activityCss } from "./activity-css.js"
import { monthLabel } from "./describe.js"
import { TransactionRow } from "./transaction-row.js"
import { EmptyState } from "../../internal/empty-state.js"
import { useLocale, useMessages } from "../../i18n/use-messages.js"
import { activityMessages } from "./messages.js"

/** The first `limit` entries, kept in their groups. */
const firstEntries = (
  groups: ReadonlyArray<TransactionGroup>,
  limit: number | undefined
): ReadonlyArray<TransactionGroup> => {
  if (limit === undefined) return groups
  const kept: TransactionGroup[] = []
  let left = limit
  for (const group of groups) {
    if (left <= 0) break
    kept.push({ ...group, transactions: group.transactions.slice(0, left) })
    left -= group.transactions.length
  }
  return kept
}

export interface ActivityListProps {
  /** Show only the newest entries (the Account view's tab); the full list pages with "Load more". */
  readonly limit?: number
}

/**
 * The active account's transactions on the active network, grouped by year and
 * month (newest first), pending ones marked; a skeleton while the first page
 * loads, an empty state, the core's failure message with a retry, and the next
 * page on demand.
 */
export const ActivityList = ({ limit }: ActivityListProps) => {
  const history = useTransactions()
  const { address } = useAccount()
  const headingId = useId()
  const t = useMessages(activityMessages)
  const { locale } = useLocale()
  const { status, fetch } = history

  // The core lists nothing until asked; it empties the list (idle) when the account or network changes.
  useEffect(() => {
    if (status === "idle") fetch().catch(() => undefined)
  }, [status, fetch])

  const groups = firstEntries(history.groups, limit)
  const count = history.groups.reduce((sum, group) => sum + group.transactions.length, 0)

  const body = (() => {
    if (groups.length === 0 && (status === "idle" || status === "loading")) {
      return (
        <div className="gw-activity gw-activity--loading" role="status" data-testid="activity-loading">
          <span className="gw-sr-only">{t("loading")}</span>
          <ul className="gw-activity__list" aria-hidden="true">
            {Array.from({ length: 3 }, (_, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders: a placeholder's place is all that tells it apart
                key={index}
                className="gw-tx"
              />
            ))}
          </ul>
        </div>
      )
    }
    if (status === "failed" && groups.length === 0) {
      return (
        <EmptyState
          testId="activity-failed"
          role="alert"
          icon={<AlertIcon size={24} />}
          title={t("failed")}
          onRetry={() => void fetch().catch(() => undefined)}
        />
      )
    }
    if (groups.length === 0) {
      return (
        <EmptyState testId="activity-empty" icon={<ClockIcon size={24} />} title={t("empty")} text={t("emptyText")} />
      )
    }
    return (
      <>
        {groups.map((group) => {
          const id = `${headingId}${group.year}-${group.month}`
          return (
            <section key={`${group.year}-${group.month}`} className="gw-activity__group" aria-labelledby={id}>
              <h3 id={id} className="gw-section-label">
                {monthLabel(group.year, group.month, locale)}
              </h3>
              <ul className="gw-activity__list">
                {group.transactions.map((transaction) => (
                  <TransactionRow
                    key={transaction.metadata.hash ?? transaction.id}
                    transaction={transaction}
                    account={address}
                  />
                ))}
              </ul>
            </section>
          )
        })}
        {limit === undefined && history.hasMore && (
          <button
            type="button"
            className="gw-link-button gw-activity__more"
            aria-busy={status === "loading"}
            disabled={status === "loading"}
            onClick={() => history.loadMore().catch(() => undefined)}
          >
            {status === "loading" && <SpinnerIcon size={14} />}
            {status === "loading" ? t("loadingMore") : t("loadMore")}
          </button>
        )}
      </>
    )
  })()

  return (
    <div className="gw-activity" data-testid="activity-list" data-status={status} data-count={count}>
      <FlowStyles name="activity" css={activityCss} />
      {body}
    </div>
  )
}
