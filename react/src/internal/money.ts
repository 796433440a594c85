import type { CaipNetwork } from "@gangway/core"
import { formatDisplayUsd, multiplyDecimal } from "@gangway/core/display"

// Apart from format.ts: the buttons (first bundle) need balances, only the flows need USD.
/** A value with exactly 2 decimals (SPEC §9), rounded by the core, e.g. `$1,250.00`; for a locale and currency (`1.250,00 €`). In components: useMoney. */
export const formatUsd = formatDisplayUsd

/** Whether a price is known: the chains' own balances (Bitcoin's UTXOs) carry 0 for "no price", shown as no value rather than $0.00. */
export const isPriced = (price: number | undefined): price is number => price !== undefined && price > 0

/** The value (USD unless said) of `amount` tokens at `price`, or undefined when the amount is not a number yet or no price is known. */
export const usdOf = (
  amount: string | undefined,
  price: number | undefined,
  locale = "en",
  currency = "USD"
): string | undefined => {
  if (amount === undefined || !isPriced(price) || !/^\d*\.?\d+$|^\d+\.$/.test(amount.trim())) return undefined
  return formatUsd(multiplyDecimal(amount.trim().replace(/\.$/, ""), price), locale, currency)
}

/** The network's block explorer page of a transaction, when the network has an explorer. */
export const transactionUrl = (network: CaipNetwork | undefined, hash: string | undefined): string | undefined => {
  const base = network?.blockExplorers?.default?.url
  if (base === undefined || hash === undefined) return undefined
  const url = new URL(base)
  url.pathname = `${url.pathname.replace(/\/$/, "")}/tx/${hash}`
  return url.toString()
}

/** `0x1234…abcd` for a transaction hash. */
export const shortHash = (hash: string): string => `${hash.slice(0, 8)}…${hash.slice(-6)}`
