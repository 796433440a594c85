import { Box, Text } from "ink"
import { ENGLISH, say, type Language } from "../i18n/language.js"
import { historyMessages } from "./history-messages.js"

export interface HistoryRow {
  readonly hash: string | undefined
  readonly operationType: string
  readonly status: string
  readonly minedAt: string
  readonly sentFrom: string
  readonly sentTo: string
  readonly transfers: ReadonlyArray<{
    readonly direction: string | undefined
    readonly quantity: string
    readonly symbol: string
  }>
}

export interface HistoryGroupView {
  readonly year: number
  /** 1 = January. */
  readonly month: number
  readonly transactions: ReadonlyArray<HistoryRow>
}

const short = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address)

const OPERATIONS = new Set(["send", "receive", "trade", "approve", "mint", "execute"])
const STATUSES = new Set(["confirmed", "failed", "pending"])

/** "January 2025": the month and year in `locale`. */
export const monthLabel = (year: number, month: number, locale = "en") =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, 1)
  )

const describeTransaction = (row: HistoryRow, language: Language = ENGLISH): string => {
  const signed = row.operationType === "trade"
  const amounts = row.transfers.map(
    (transfer) =>
      `${signed ? (transfer.direction === "in" ? "+" : transfer.direction === "out" ? "-" : "") : ""}${transfer.quantity} ${transfer.symbol}`
  )
  const key = OPERATIONS.has(row.operationType) ? (row.operationType as keyof typeof historyMessages.en) : "other"
  const text = say(language, historyMessages, key, {
    operation: row.operationType,
    amounts: amounts.join(", "),
    from: short(row.sentFrom),
    to: short(row.sentTo)
  })
  // Without amounts, no gap where they would be.
  return text.replace(/ {2,}/g, " ").trim()
}

const STATUS_COLOR: Record<string, string> = { confirmed: "green", failed: "red", pending: "yellow" }

/** Transactions grouped by year and month, newest first, like the modal's Activity tab. */
export const History = ({
  groups,
  next,
  language = ENGLISH
}: {
  readonly groups: ReadonlyArray<HistoryGroupView>
  readonly next?: string | undefined
  readonly language?: Language | undefined
}) => {
  if (groups.length === 0) return <Text>{say(language, historyMessages, "empty")}</Text>
  return (
    <Box flexDirection="column">
      {groups.map((group) => (
        <Box key={`${group.year}-${group.month}`} flexDirection="column" marginBottom={1}>
          <Text bold underline>
            {monthLabel(group.year, group.month, language.locale)}
          </Text>
          {group.transactions.map((row, index) => (
            <Text key={row.hash ?? `${row.minedAt}-${index}`}>
              {"  "}
              <Text dimColor>{row.minedAt.slice(5, 16).replace("T", " ")}</Text> {describeTransaction(row, language)}{" "}
              <Text color={STATUS_COLOR[row.status] ?? "white"}>
                {STATUSES.has(row.status) ? say(language, historyMessages, row.status as "confirmed") : row.status}
              </Text>
              {row.hash === undefined ? "" : <Text dimColor>{`  ${short(row.hash)}`}</Text>}
            </Text>
          ))}
        </Box>
      ))}
      {next === undefined ? null : <Text dimColor>{say(language, historyMessages, "more", { next })}</Text>}
    </Box>
  )
}
