import { checksumAddress, type Transaction } from "@gangway/core"
import { translator, type Translate } from "@gangway/core/i18n"
import { formatBalance, shortAddress } from "../../internal/format.js"
import { activityMessages } from "./messages.js"

type Words = Translate<typeof activityMessages.en>

// Without the visitor's words (unit tests, the default): English.
const english = translator(activityMessages, "en", {})

const operations = ["send", "receive", "trade", "approve", "mint", "execute", "deposit", "withdraw"] as const
const isKnownOperation = (type: string): type is (typeof operations)[number] =>
  (operations as ReadonlyArray<string>).includes(type)

/** "Sent", "Received", …: what the transaction did, from its operation type (an unknown type shows as the API names it). */
export const titleOf = (transaction: Transaction, t: Words = english): string => {
  const type = transaction.metadata.operationType
  if (isKnownOperation(type)) return t(type)
  return type === "" ? t("transaction") : type[0]!.toUpperCase() + type.slice(1)
}

type Transfer = Transaction["transfers"][number]

/** A swap's two sides: the token paid and the token received (a trade with one fungible transfer each way). */
const swapSidesOf = (
  transaction: Transaction
): { readonly paid: Transfer; readonly received: Transfer } | undefined => {
  if (transaction.metadata.operationType !== "trade") return undefined
  const paid = transaction.transfers.find(
    (transfer) => transfer.direction === "out" && transfer.fungible_info !== undefined
  )
  const received = transaction.transfers.find(
    (transfer) => transfer.direction === "in" && transfer.fungible_info !== undefined
  )
  return paid === undefined || received === undefined ? undefined : { paid, received }
}

/** The other side: "To 0x12…abcd" for what went out, "From …" for what came in; for a swap what was paid for what: "0.1 ETH → GWT". */
export const counterpartOf = (
  transaction: Transaction,
  account: string | undefined,
  t: Words = english,
  locale = "en"
): string => {
  const swap = swapSidesOf(transaction)
  if (swap !== undefined) {
    return `${formatBalance(swap.paid.quantity.numeric, locale)} ${swap.paid.fungible_info?.symbol ?? ""} → ${swap.received.fungible_info?.symbol ?? ""}`
  }
  const { sentFrom, sentTo } = transaction.metadata
  const incoming =
    account !== undefined &&
    sentTo.toLowerCase() === account.toLowerCase() &&
    sentFrom.toLowerCase() !== account.toLowerCase()
  return incoming
    ? t("from", { address: shortAddress(checksumAddress(sentFrom)) })
    : t("to", { address: shortAddress(checksumAddress(sentTo)) })
}

/** The first fungible transfer as "-1.5 ETH" / "+1.5 ETH" (a swap: what it received), or an NFT's name. */
export const amountOf = (
  transaction: Transaction,
  locale = "en"
): { readonly text: string; readonly direction: "in" | "out" | "self" | undefined } | undefined => {
  const transfer = swapSidesOf(transaction)?.received ?? transaction.transfers[0]
  if (transfer === undefined) return undefined
  const direction = transfer.direction
  if (transfer.nft_info !== undefined) return { text: transfer.nft_info.name ?? "NFT", direction }
  const sign = direction === "in" ? "+" : direction === "out" ? "-" : ""
  const symbol = transfer.fungible_info?.symbol ?? ""
  return { text: `${sign}${formatBalance(transfer.quantity.numeric, locale)} ${symbol}`.trim(), direction }
}

export const iconOf = (transaction: Transaction, t: Words = english) => {
  const transfer = swapSidesOf(transaction)?.received ?? transaction.transfers[0]
  return {
    symbol: transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? titleOf(transaction, t),
    url: transfer?.fungible_info?.icon?.url ?? transfer?.nft_info?.content?.preview?.url
  }
}

/** "March 2025" ("März 2025" in German): a group's heading (the core groups by the visitor's year and month, 0 = January). */
export const monthLabel = (year: number, month: number, locale = "en"): string =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(year, month, 1))

/** "Nov 24" ("24. Nov." in German): the day a transaction was mined, in the visitor's time zone unless given one. */
export const dayLabel = (minedAt: string, locale = "en", timeZone?: string): string => {
  const time = Date.parse(minedAt)
  return Number.isNaN(time)
    ? ""
    : new Intl.DateTimeFormat(locale, {
        month: "short",
        day: "numeric",
        ...(timeZone === undefined ? {} : { timeZone })
      }).format(time)
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * When a transaction was mined, as of `now`: within the last day relative ("now", "5 minutes ago",
 * "3 hours ago", by Intl.RelativeTimeFormat for the locale), else its day (`dayLabel`).
 */
export const whenLabel = (minedAt: string, now: number, locale = "en", timeZone?: string): string => {
  const age = now - Date.parse(minedAt)
  if (Number.isNaN(age) || age < 0 || age >= 24 * HOUR) return dayLabel(minedAt, locale, timeZone)
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" })
  if (age < MINUTE) return relative.format(0, "second")
  if (age < HOUR) return relative.format(-Math.floor(age / MINUTE), "minute")
  return relative.format(-Math.floor(age / HOUR), "hour")
}
