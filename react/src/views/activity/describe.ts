import { checksumAddress, type Transaction } from "@gangway/core"
import { formatBalance, shortAddress } from "../../internal/format.js"

const titles: Readonly<Record<string, string>> = {
  send: "Sent",
  receive: "Received",
  trade: "Swapped",
  approve: "Approved",
  mint: "Minted",
  execute: "Contract call",
  deposit: "Deposited",
  withdraw: "Withdrew"
}

const capitalise = (text: string) => (text === "" ? "Transaction" : text[0]!.toUpperCase() + text.slice(1))

/** "Sent", "Received", …: what the transaction did, from its operation type. */
export const titleOf = (transaction: Transaction): string => titles[transaction.metadata.operationType] ?? capitalise(transaction.metadata.operationType)

type Transfer = Transaction["transfers"][number]

/** A swap's two sides: the token paid and the token received (a trade with one fungible transfer each way). */
const swapSidesOf = (transaction: Transaction): { readonly paid: Transfer; readonly received: Transfer } | undefined => {
  if (transaction.metadata.operationType !== "trade") return undefined
  const paid = transaction.transfers.find((transfer) => transfer.direction === "out" && transfer.fungible_info !== undefined)
  const received = transaction.transfers.find((transfer) => transfer.direction === "in" && transfer.fungible_info !== undefined)
  return paid === undefined || received === undefined ? undefined : { paid, received }
}

/** The other side: "To 0x12…abcd" for what went out, "From …" for what came in; for a swap what was paid for what: "0.1 ETH → GWT". */
export const counterpartOf = (transaction: Transaction, account: string | undefined): string => {
  const swap = swapSidesOf(transaction)
  if (swap !== undefined) {
    return `${formatBalance(swap.paid.quantity.numeric)} ${swap.paid.fungible_info?.symbol ?? ""} → ${swap.received.fungible_info?.symbol ?? ""}`
  }
  const { sentFrom, sentTo } = transaction.metadata
  const incoming = account !== undefined && sentTo.toLowerCase() === account.toLowerCase() && sentFrom.toLowerCase() !== account.toLowerCase()
  return incoming ? `From ${shortAddress(checksumAddress(sentFrom))}` : `To ${shortAddress(checksumAddress(sentTo))}`
}

/** The first fungible transfer as "-1.5 ETH" / "+1.5 ETH" (a swap: what it received), or an NFT's name. */
export const amountOf = (transaction: Transaction): { readonly text: string; readonly direction: "in" | "out" | "self" | undefined } | undefined => {
  const transfer = swapSidesOf(transaction)?.received ?? transaction.transfers[0]
  if (transfer === undefined) return undefined
  const direction = transfer.direction
  if (transfer.nft_info !== undefined) return { text: transfer.nft_info.name ?? "NFT", direction }
  const sign = direction === "in" ? "+" : direction === "out" ? "-" : ""
  const symbol = transfer.fungible_info?.symbol ?? ""
  return { text: `${sign}${formatBalance(transfer.quantity.numeric)} ${symbol}`.trim(), direction }
}

export const iconOf = (transaction: Transaction) => {
  const transfer = swapSidesOf(transaction)?.received ?? transaction.transfers[0]
  return {
    symbol: transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? titleOf(transaction),
    url: transfer?.fungible_info?.icon?.url ?? transfer?.nft_info?.content?.preview?.url
  }
}

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" })
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" })

/** "March 2025": a group's heading (groups are by UTC year and month, 0 = January). */
export const monthLabel = (year: number, month: number): string => monthFormat.format(Date.UTC(year, month, 1))

export const dayLabel = (minedAt: string): string => {
  const time = Date.parse(minedAt)
  return Number.isNaN(time) ? "" : dayFormat.format(time)
}
