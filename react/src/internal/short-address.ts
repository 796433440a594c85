/** `0x1234…abcd`: enough of an address to recognise it. */
export const shortAddress = (address: string): string =>
  address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
