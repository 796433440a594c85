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

export const Balances = ({ account, network, rows }: { readonly account: string; readonly network: string; readonly rows: ReadonlyArray<BalanceRow> }) => {
  const width = Math.max(...rows.map((row) => displayQuantity(row.quantity).length), 1)
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{account}</Text> on {network}
      </Text>
      {rows.map((row) => (
        <Text key={row.symbol}>
          {"  "}
          {displayQuantity(row.quantity).padStart(width)} <Text bold>{row.symbol.padEnd(6)}</Text>
          {row.value === undefined ? "" : <Text dimColor>{`  ${formatDisplayUsd(row.value)}`}</Text>}
        </Text>
      ))}
    </Box>
  )
}
