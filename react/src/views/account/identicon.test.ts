import { describe, expect, it } from "vitest"
import { identicon } from "./identicon.js"

const EVM_A = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const EVM_B = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const SOLANA = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"

describe("identicon: an account's picture when it has none of its own", () => {
  it("is a 5×5 grid, mirrored left to right, drawn from the address", () => {
    for (const address of [EVM_A, EVM_B, SOLANA]) {
      const { cells } = identicon(address)
      expect(cells).toHaveLength(5)
      for (const row of cells) {
        expect(row).toHaveLength(5)
        expect(row).toEqual([...row].reverse())
      }
      // Never empty, never full: a pattern.
      const on = cells.flat().filter(Boolean).length
      expect(on).toBeGreaterThan(0)
      expect(on).toBeLessThan(25)
    }
  })

  it("is the same for the same address, whatever its case, and differs between addresses", () => {
    expect(identicon(EVM_A)).toEqual(identicon(EVM_A.toLowerCase()))
    expect(identicon(EVM_A)).not.toEqual(identicon(EVM_B))
    expect(identicon(EVM_A).cells).not.toEqual(identicon(EVM_B).cells)
    expect(identicon(SOLANA)).not.toEqual(identicon(EVM_A))
  })

  it("colours the cells from the address bytes, on a background of another hue", () => {
    const { foreground, background } = identicon(EVM_A)
    expect(foreground).toMatch(/^hsl\(\d+ \d+% \d+%\)$/)
    expect(background).toMatch(/^hsl\(\d+ \d+% \d+%\)$/)
    expect(foreground).not.toBe(background)
    expect(identicon(EVM_B).foreground).not.toBe(foreground)
  })
})
