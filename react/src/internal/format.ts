import { truncateDecimal } from "@gangway/core"

/** `0x1234…abcd`: enough of an address to recognise it. */
export const shortAddress = (address: string): string =>
  address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`

/** A balance with at most `decimals` fraction digits (SPEC §9: 3 for balances). */
export const formatBalance = (balance: string, decimals = 3): string => truncateDecimal(balance, decimals)
