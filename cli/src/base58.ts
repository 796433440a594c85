/**
 * Base58 (Bitcoin alphabet), as Solana writes keys, addresses and signatures.
 * Small and dependency-free: the CLI checks keys before the core (and its
 * Solana library) is loaded.
 */
const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
const INDEX = new Map([...ALPHABET].map((char, index) => [char, BigInt(index)]))

/** The bytes of base58 `text`; undefined when a character is outside the alphabet. */
export const decodeBase58 = (text: string): Uint8Array | undefined => {
  let value = 0n
  for (const char of text) {
    const digit = INDEX.get(char)
    if (digit === undefined) return undefined
    value = value * 58n + digit
  }
  const bytes: Array<number> = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  // Each leading "1" is a leading zero byte.
  const zeros = text.length - text.replace(/^1+/, "").length
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}

export const encodeBase58 = (bytes: Uint8Array): string => {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) + BigInt(byte)
  let text = ""
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  return "1".repeat(zeros) + text
}
