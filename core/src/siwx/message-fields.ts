/** The grammar of a sign-in message's fields, shared by the rules of its form and of its site. */

// RFC 3339 date-time, as EIP-4361 asks.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
export const timeOf = (value: string): number | undefined => {
  const time = DATE_TIME.test(value) ? Date.parse(value) : Number.NaN
  return Number.isNaN(time) ? undefined : time
}
export const NONCE = /^[A-Za-z0-9]{8,}$/
// Line breaks and other control characters end a field early: a second line could pose as another field.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose: a field holding one could forge a line of the message
export const BREAKS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/
const AUTHORITY = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/
export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
export const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
export const CHAIN_REFERENCE: Readonly<Record<string, RegExp>> = {
  eip155: /^[1-9][0-9]{0,31}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32}$/
}
export const safeLength = (value: string, limit = 2048) => value.length <= limit

export const isAuthority = (value: string) => {
  if (!AUTHORITY.test(value)) return false
  try {
    return new URL(`http://${value}`).host === value.toLowerCase()
  } catch {
    return false
  }
}

export const urlOf = (value: string): URL | undefined => {
  if (!safeLength(value) || !/^[\x21-\x7e]+$/.test(value)) return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

export const namespaceOf = (chainId: string) => chainId.slice(0, Math.max(0, chainId.indexOf(":")))
