import { Schema, SchemaTransformation } from "effect"
import { DecimalText, FiniteNumber, IsoDate, NullAsAbsent, NullAsEmpty } from "./api-values.js"
import { decodeEach } from "./entries.js"

/*
 * A history entry as the Blockchain API writes it (reown-com/blockchain-api,
 * src/handlers/history.rs): every `Option` there is `null` when it has no value (read as
 * absent), a transaction without transfers (an approval) has `"transfers": null` (read as
 * `[]`), and fields the product does not read (`application`, `content.detail`) are ignored.
 */

const UrlItem = Schema.Struct({ url: Schema.String })

const FungibleInfo = Schema.Struct({
  name: NullAsAbsent(Schema.String),
  symbol: NullAsAbsent(Schema.String),
  icon: NullAsAbsent(UrlItem)
})

const NftInfo = Schema.Struct({
  /** The collection's contract and the token within it: not written by the real server; the local data API adds them. */
  contract_address: NullAsAbsent(Schema.String),
  token_id: NullAsAbsent(Schema.String),
  name: NullAsAbsent(Schema.String),
  content: NullAsAbsent(Schema.Struct({ preview: NullAsAbsent(UrlItem) })),
  flags: Schema.Struct({ is_spam: Schema.Boolean })
})

export const TransactionTransfer = Schema.Struct({
  fungible_info: NullAsAbsent(FungibleInfo),
  nft_info: NullAsAbsent(NftInfo),
  direction: Schema.optional(Schema.Literals(["in", "out", "self"])),
  quantity: Schema.Struct({ numeric: DecimalText }),
  value: NullAsAbsent(FiniteNumber),
  price: NullAsAbsent(FiniteNumber)
})
export type TransactionTransfer = typeof TransactionTransfer.Type

export const TransactionStatus = Schema.Literals(["confirmed", "failed", "pending"])

/**
 * The onramp history (`onramp=coinbase`) passes the provider's own statuses through
 * (reown-com/blockchain-api, src/providers/coinbase.rs; its integration/history.test.ts
 * expects `ONRAMP_TRANSACTION_STATUS_*`), read here as the product's three.
 */
const ONRAMP_STATUSES = {
  ONRAMP_TRANSACTION_STATUS_SUCCESS: "confirmed",
  ONRAMP_TRANSACTION_STATUS_FAILED: "failed",
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: "pending",
  ONRAMP_TRANSACTION_STATUS_CREATED: "pending"
} as const satisfies Record<string, typeof TransactionStatus.Type>

const isOnrampStatus = (status: string): status is keyof typeof ONRAMP_STATUSES =>
  Object.hasOwn(ONRAMP_STATUSES, status)

/** A status as the history answer writes it: the product's own, or the onramp provider's. */
const ServedStatus = Schema.Literals([
  ...TransactionStatus.literals,
  ...(Object.keys(ONRAMP_STATUSES) as Array<keyof typeof ONRAMP_STATUSES>)
]).pipe(
  Schema.decodeTo(
    TransactionStatus,
    SchemaTransformation.transform({
      decode: (status) => (isOnrampStatus(status) ? ONRAMP_STATUSES[status] : status),
      encode: (status) => status
    })
  )
)

/** A history entry (SPEC §3). */
export const Transaction = Schema.Struct({
  id: Schema.String,
  metadata: Schema.Struct({
    operationType: Schema.String,
    hash: NullAsAbsent(Schema.String),
    /** ISO 8601, e.g. `2026-11-24T10:00:00.000Z`. */
    minedAt: IsoDate,
    sentFrom: Schema.String,
    sentTo: Schema.String,
    status: ServedStatus,
    nonce: NullAsAbsent(Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))),
    chain: NullAsAbsent(Schema.String)
  }),
  transfers: NullAsEmpty(TransactionTransfer)
})
export type Transaction = typeof Transaction.Type

export const HistoryResponse = Schema.Struct({
  data: Schema.Array(Transaction),
  next: Schema.NullOr(Schema.String)
})
export type HistoryResponse = typeof HistoryResponse.Type

/** The history answer's shape, its entries still to be read one by one. */
export const HistoryEntries = Schema.Struct({ data: Schema.Array(Schema.Unknown), next: Schema.NullOr(Schema.String) })

/** A page of history: the transactions that decoded, and how many entries did not and were left out. */
export interface HistoryPage extends HistoryResponse {
  /** Entries of the page that could not be read (a date, a quantity or a price that is not one) and were left out. */
  readonly skipped: number
}

const decodeTransaction = Schema.decodeUnknownOption(Transaction)

/** Reads a history answer entry by entry: an entry that does not decode is left out and counted. */
export const decodeHistoryPage = (entries: typeof HistoryEntries.Type): HistoryPage => {
  const data = decodeEach(entries.data, (entry) => decodeTransaction(entry))
  return { data: [...data], next: entries.next, skipped: data.skipped }
}

/** Drops transactions whose every transfer is a spam NFT, and spam NFT transfers. */
export const withoutSpam = (transactions: ReadonlyArray<Transaction>): ReadonlyArray<Transaction> =>
  transactions.flatMap((transaction) => {
    const transfers = transaction.transfers.filter((transfer) => transfer.nft_info?.flags.is_spam !== true)
    if (transfers.length === 0 && transaction.transfers.length > 0) return []
    return [{ ...transaction, transfers }]
  })

/** Only the transactions of the active chain (entries without a chain are kept). */
export const onChain = (transactions: ReadonlyArray<Transaction>, caipNetworkId: string) =>
  transactions.filter((transaction) => (transaction.metadata.chain ?? caipNetworkId) === caipNetworkId)

export interface TransactionGroup {
  readonly year: number
  /** 0 = January. */
  readonly month: number
  readonly transactions: ReadonlyArray<Transaction>
}

/** The visitor's time zone (the runtime's own), where history is grouped by default. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

const monthParts = new Map<string, Intl.DateTimeFormat>()

/** The year and month (0 = January) of `time` on the calendar of `timeZone`. */
export const yearMonthIn = (time: number, timeZone: string): { readonly year: number; readonly month: number } => {
  if (!Number.isFinite(time)) return { year: Number.NaN, month: Number.NaN }
  let format = monthParts.get(timeZone)
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric" })
    monthParts.set(timeZone, format)
  }
  const parts = format.formatToParts(time)
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value)
  return { year: part("year"), month: part("month") - 1 }
}

/**
 * Groups by year and month in `timeZone` (the visitor's by default: a transaction at
 * 23:30 UTC on 31 January is February's in Tokyo), newest first, each group newest first.
 */
export const groupByMonth = (
  transactions: ReadonlyArray<Transaction>,
  timeZone: string = localTimeZone()
): ReadonlyArray<TransactionGroup> => {
  const sorted = [...transactions].sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
  const groups: Array<{ year: number; month: number; transactions: Array<Transaction> }> = []
  for (const transaction of sorted) {
    const { year, month } = yearMonthIn(Date.parse(transaction.metadata.minedAt), timeZone)
    const last = groups.at(-1)
    if (last !== undefined && last.year === year && last.month === month) last.transactions.push(transaction)
    else groups.push({ year, month, transactions: [transaction] })
  }
  return groups
}
