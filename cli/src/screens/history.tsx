import { Box, Text } from "ink"

export interface HistoryRow {
  readonly hash: string | undefined
  readonly operationType: string
  readonly status: string
  readonly minedAt: string
  readonly sentFrom: string
  readonly sentTo: string
  readonly transfers: ReadonlyArray<{ readonly direction: string | undefined; readonly quantity: string; readonly symbol: string }>
}

export interface HistoryGroupView {
  readonly year: number
  /** 1 = January. */
  readonly month: number
  readonly transactions: ReadonlyArray<HistoryRow>
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

const short = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address)

const VERB: Record<string, string> = { send: "Sent", receive: "Received", trade: "Swapped", approve: "Approved", mint: "Minted", execute: "Executed" }

export const monthLabel = (year: number, month: number) => `${MONTHS[month - 1]} ${year}`

export const describeTransaction = (row: HistoryRow): string => {
  const verb = VERB[row.operationType] ?? row.operationType
  const signed = row.operationType === "trade"
  const amounts = row.transfers.map(
    (transfer) => `${signed ? (transfer.direction === "in" ? "+" : transfer.direction === "out" ? "-" : "") : ""}${transfer.quantity} ${transfer.symbol}`
  )
  const counterpart = row.operationType === "receive" ? `from ${short(row.sentFrom)}` : `to ${short(row.sentTo)}`
  return [verb, amounts.join(", "), counterpart].filter((part) => part !== "").join(" ")
}

const STATUS_COLOR: Record<string, string> = { confirmed: "green", failed: "red", pending: "yellow" }

/** Transactions grouped by year and month, newest first, like the modal's Activity tab. */
export const History = ({ groups, next }: { readonly groups: ReadonlyArray<HistoryGroupView>; readonly next?: string | undefined }) => {
  if (groups.length === 0) return <Text>No transactions yet</Text>
  return (
    <Box flexDirection="column">
      {groups.map((group) => (
        <Box key={`${group.year}-${group.month}`} flexDirection="column" marginBottom={1}>
          <Text bold underline>
            {MONTHS[group.month - 1]} {group.year}
          </Text>
          {group.transactions.map((row, index) => (
            <Text key={row.hash ?? `${row.minedAt}-${index}`}>
              {"  "}
              <Text dimColor>{row.minedAt.slice(5, 16).replace("T", " ")}</Text> {describeTransaction(row)}{" "}
              <Text color={STATUS_COLOR[row.status] ?? "white"}>{row.status}</Text>
              {row.hash === undefined ? "" : <Text dimColor>{`  ${short(row.hash)}`}</Text>}
            </Text>
          ))}
        </Box>
      ))}
      {next === undefined ? null : <Text dimColor>More: gangway history --cursor {next}</Text>}
    </Box>
  )
}
