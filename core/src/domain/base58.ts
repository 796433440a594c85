// Base58 (Bitcoin alphabet), without dependencies: small enough for the domain layer.

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
const INDEX = (() => {
  const index = new Int8Array(128).fill(-1)
  for (let digit = 0; digit < ALPHABET.length; digit++) index[ALPHABET.charCodeAt(digit)] = digit
  return index
})()

/**
 * The bytes `text` encodes, or `undefined` when a character is not base58. Quadratic in
 * the length: callers bound it first (a Solana address has at most 44 characters).
 */
export const base58Decode = (text: string): Uint8Array | undefined => {
  let zeros = 0
  while (zeros < text.length && text.charCodeAt(zeros) === 49) zeros++
  // Little-endian bytes of the value of the digits after the leading '1's.
  const bytes: Array<number> = []
  for (let position = zeros; position < text.length; position++) {
    const code = text.charCodeAt(position)
    const digit = code < 128 ? (INDEX[code] ?? -1) : -1
    if (digit < 0) return undefined
    let carry = digit
    for (let byte = 0; byte < bytes.length; byte++) {
      carry += (bytes[byte] ?? 0) * 58
      bytes[byte] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  const result = new Uint8Array(zeros + bytes.length)
  for (let byte = 0; byte < bytes.length; byte++) result[zeros + byte] = bytes[bytes.length - 1 - byte] ?? 0
  return result
}

/** The base58 text of `bytes`. */
export const base58Encode = (bytes: Uint8Array): string => {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  // Little-endian base-58 digits of the value of the bytes after the leading zeros.
  const digits: Array<number> = []
  for (let position = zeros; position < bytes.length; position++) {
    let carry = bytes[position] ?? 0
    for (let digit = 0; digit < digits.length; digit++) {
      carry += (digits[digit] ?? 0) * 256
      digits[digit] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let text = "1".repeat(zeros)
  for (let digit = digits.length - 1; digit >= 0; digit--) text += ALPHABET[digits[digit] ?? 0]
  return text
}
