import { formatDisplayBalance, formatDisplayUsd } from "@gangway/core"
import { Box, Text } from "ink"

export interface BalanceRow {
  readonly symbol: string
  readonly name: string | undefined
  /** Exact decimal text. */
  readonly quantity: string
  /** USD value, when priced. */
  readonly value: number | undefined
}

/** A balance cut (never rounded up) to 3 decimals and grouped, as the modal writes it. */
export const displayQuantity = formatDisplayBalance

export interface BalancesProps {
  readonly account: string
  readonly network: string
  readonly rows: ReadonlyArray<BalanceRow>
  /** "{account} on {network}" in the person's language, split around the account (shown bold). */
  readonly heading?: readonly [before: string, after: string]
  /** Numbers and money are written for this locale. */
  readonly locale?: string
}

export const Balances = ({ account, network, rows, heading = ["", ` on ${network}`], locale = "en" }: BalancesProps) => {
  const quantity = (row: BalanceRow) => displayQuantity(row.quantity, locale)
  const width = Math.max(...rows.map((row) => quantity(row).length), 1)
  return (
    <Box flexDirection="column">
      <Text>
        {heading[0]}
        <Text bold>{account}</Text>
        {heading[1]}
      </Text>
      {rows.map((row) => (
        <Text key={row.symbol}>
          {"  "}
          {quantity(row).padStart(width)} <Text bold>{row.symbol.padEnd(6)}</Text>
          {row.value === undefined ? "" : <Text dimColor>{`  ${formatDisplayUsd(row.value, locale)}`}</Text>}
        </Text>
      ))}
    </Box>
  )
}
