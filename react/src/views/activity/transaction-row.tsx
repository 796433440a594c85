import type { Transaction } from "@gangway/core"
import { ArrowDownIcon, ArrowUpIcon, SpinnerIcon } from "../../internal/icons.js"
import { TokenAvatar } from "../../internal/token-avatar.js"
import { amountOf, counterpartOf, iconOf, titleOf } from "./describe.js"
import { MinedWhen } from "./mined-when.js"
import { useLocale, useMessages } from "../../i18n/use-messages.js"
import { activityMessages } from "./messages.js"

/** One history entry: what happened, with whom, how much, and its status (pending marked in words, not only colour). */
export const TransactionRow = ({
  transaction,
  account
}: {
  readonly transaction: Transaction
  readonly account: string | undefined
}) => {
  const t = useMessages(activityMessages)
  const { locale } = useLocale()
  const amount = amountOf(transaction, locale)
  const icon = iconOf(transaction, t)
  const status = transaction.metadata.status
  return (
    <li
      className="gw-tx"
      data-testid="activity-row"
      data-status={status}
      data-hash={transaction.metadata.hash ?? transaction.id}
    >
      <span className="gw-tx__icon">
        <TokenAvatar symbol={icon.symbol} iconUrl={icon.url} />
        {amount?.direction === "in" || amount?.direction === "out" ? (
          <span className="gw-tx__direction">
            {amount.direction === "in" ? <ArrowDownIcon size={12} /> : <ArrowUpIcon size={12} />}
          </span>
        ) : null}
      </span>
      <span className="gw-tx__main">
        <span className="gw-tx__title">{titleOf(transaction, t)}</span>
        <span className="gw-tx__sub">{counterpartOf(transaction, account, t, locale)}</span>
      </span>
      <span className="gw-tx__end">
        {amount !== undefined && (
          <span className={`gw-tx__amount${amount.direction === "in" ? " gw-tx__amount--in" : ""}`}>{amount.text}</span>
        )}
        <span className="gw-tx__status">
          {status === "pending" ? (
            <>
              <SpinnerIcon size={12} />
              {t("pending")}
            </>
          ) : status === "failed" ? (
            t("failedStatus")
          ) : (
            <MinedWhen minedAt={transaction.metadata.minedAt} />
          )}
        </span>
      </span>
    </li>
  )
}
