import { describe, expect, it } from "vitest"
import { InvalidInput } from "../../errors.js"
import { bitcoinKeyFromWif } from "./local-key.js"

describe("a local Bitcoin signer's key, read as a terminal gives it", () => {
  it("a WIF of 51 or 52 base58 characters; anything else is refused naming where it came from", () => {
    const wif = "cVt4o7BGAig1UXywgGSmARhxMdzP5qvQsxKkSsc1XEkw3tDTQFpy"
    expect(bitcoinKeyFromWif(wif, "--wif")).toEqual({ bitcoinWif: wif })
    expect(() => bitcoinKeyFromWif("0xdeadbeef", "GANGWAY_BITCOIN_WIF")).toThrow(
      new InvalidInput({
        field: "wif",
        reason: "GANGWAY_BITCOIN_WIF is not a private key in WIF (51 or 52 base58 characters)"
      })
    )
  })
})
