/** What an identicon is made of: which cells of the 5×5 grid are filled, and the two colours. */
export interface Identicon {
  /** 5 rows of 5, each row the same read from either end. */
  readonly cells: ReadonlyArray<ReadonlyArray<boolean>>
  readonly foreground: string
  readonly background: string
}

/** 20 bytes of the address: an EVM address's own, otherwise spread from its text (FNV-1a, one seed per 4 bytes). */
const bytesOf = (address: string): ReadonlyArray<number> => {
  if (/^0x[0-9a-f]{40}$/i.test(address)) {
    return Array.from({ length: 20 }, (_, index) => parseInt(address.slice(2 + index * 2, 4 + index * 2), 16))
  }
  return Array.from({ length: 5 }, (_, seed) => {
    let hash = 0x811c9dc5 ^ seed
    for (let index = 0; index < address.length; index++) hash = Math.imul(hash ^ address.charCodeAt(index), 0x01000193)
    return [hash >>> 24, (hash >>> 16) & 255, (hash >>> 8) & 255, hash & 255]
  }).flat()
}

/**
 * An account's picture when it has none of its own: a 5×5 grid, mirrored left to
 * right, whose cells and colours come from the address bytes, so each account is
 * told apart at a glance and always looks the same (an EVM address in any case).
 */
export const identicon = (address: string): Identicon => {
  const bytes = bytesOf(address)
  const byte = (index: number) => bytes[index % bytes.length] ?? 0
  const hue = ((byte(0) << 8) | byte(1)) % 360
  const backgroundHue = (hue + 150 + (byte(2) % 60)) % 360
  const half = Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: 3 }, (_, column) => byte(3 + row * 3 + column) >= 128)
  )
  const filled = half.flat().filter(Boolean).length
  // A pattern, never a blank or a solid square.
  if (filled === 0) half[2]![2] = true
  if (filled === 15) half[2]![2] = false
  return {
    cells: half.map(([a = false, b = false, c = false]) => [a, b, c, b, a]),
    foreground: `hsl(${hue} 62% 48%)`,
    background: `hsl(${backgroundHue} 52% 88%)`
  }
}
