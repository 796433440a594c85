import { formatTokenValue, multiplyDecimal, type CaipNetwork } from "@gangway/core"

/** `1234567.5` → `1,234,567.5`: groups the whole part of decimal text for reading. */
export const groupThousands = (text: string): string => {
  const negative = text.startsWith("-")
  const [whole = "0", fraction] = (negative ? text.slice(1) : text).split(".")
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")
  return `${negative ? "-" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`
}

/** A USD value with exactly 2 decimals (SPEC §9), e.g. `$1,250.00`. */
export const usd = (value: string | number | undefined): string => `$${groupThousands(formatTokenValue(value))}`

/** The USD value of `amount` tokens at `price`, or undefined when the amount is not a number yet. */
export const usdOf = (amount: string | undefined, price: number | undefined): string | undefined => {
  if (amount === undefined || price === undefined || !/^\d*\.?\d+$|^\d+\.$/.test(amount.trim())) return undefined
  return usd(multiplyDecimal(amount.trim().replace(/\.$/, ""), price))
}

/** The network's block explorer page of a transaction, when the network has an explorer. */
export const transactionUrl = (network: CaipNetwork | undefined, hash: string | undefined): string | undefined => {
  const base = network?.blockExplorers?.["default"]?.url
  if (base === undefined || hash === undefined) return undefined
  const url = new URL(base)
  url.pathname = `${url.pathname.replace(/\/$/, "")}/tx/${hash}`
  return url.toString()
}

/** `0x1234…abcd` for a transaction hash. */
export const shortHash = (hash: string): string => `${hash.slice(0, 8)}…${hash.slice(-6)}`
