import { formatDisplayBalance, formatDisplayUsd } from "@gangway/core"
import { Box, Text } from "ink"
import { ENGLISH, type Language } from "../i18n/language.js"
import { AccountHeading } from "./account-heading.js"

export interface BalanceRow {
  readonly symbol: string
  readonly name: string | undefined
  /** Exact decimal text. */
  readonly quantity: string
  /** USD value, when priced. */
  readonly value: number | undefined
}

/** A balance cut (never rounded up) to 3 decimals and grouped, as the modal writes it. */
const displayQuantity = formatDisplayBalance

export interface BalancesProps {
  readonly account: string
  readonly network: string
  readonly rows: ReadonlyArray<BalanceRow>
  /** The heading's words, and numbers and money written for its locale. */
  readonly language?: Language | undefined
}

export const Balances = ({ account, network, rows, language = ENGLISH }: BalancesProps) => {
  const { locale } = language
  const quantity = (row: BalanceRow) => displayQuantity(row.quantity, locale)
  const width = Math.max(...rows.map((row) => quantity(row).length), 1)
  return (
    <Box flexDirection="column">
      <AccountHeading account={account} network={network} language={language} />
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
