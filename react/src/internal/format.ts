/** `0x1234…abcd`: enough of an address to recognise it. */
export const shortAddress = (address: string): string =>
  address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`

/** A balance with at most `decimals` fraction digits (SPEC §9: 3 for balances). */
export const formatBalance = (balance: string, decimals = 3): string => {
  const [whole = "0", fraction = ""] = balance.split(".")
  const trimmed = fraction.slice(0, decimals).replace(/0+$/, "")
  return trimmed === "" ? whole : `${whole}.${trimmed}`
}
