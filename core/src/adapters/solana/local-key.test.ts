import { ed25519 } from "@noble/curves/ed25519"
import { getBase58Decoder } from "@solana/kit"
import { describe, expect, it } from "vitest"
import { InvalidInput } from "../../errors.js"
import { solanaKeyFromKeypairFile, solanaKeyFromSecretText } from "./local-key.js"

const seed = Uint8Array.from({ length: 32 }, (_, index) => index + 1)
const keypair = Uint8Array.from([...seed, ...ed25519.getPublicKey(seed)])

const failure = (read: () => unknown) => {
  try {
    read()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInput)
    return (error as InvalidInput).message
  }
  throw new Error("no failure")
}

describe("a local Solana signer's key, read as a terminal gives it", () => {
  it("a Solana secret key in base58, and a keypair file's array", () => {
    expect(solanaKeyFromSecretText(` ${getBase58Decoder().decode(keypair)} `, "--secret-key")).toEqual({
      solanaSecretKey: [...keypair]
    })
    expect(solanaKeyFromKeypairFile(JSON.stringify([...keypair]), "id.json")).toEqual({ solanaSecretKey: [...keypair] })
  })

  it("refuses what is not a Solana keypair, saying what is wrong", () => {
    expect(failure(() => solanaKeyFromSecretText("0abc", "--secret-key"))).toBe(
      'Invalid secret key: --secret-key is not base58: "0" is not a base58 character'
    )
    expect(failure(() => solanaKeyFromSecretText(getBase58Decoder().decode(seed), "KEY"))).toBe(
      "Invalid secret key: KEY has 32 bytes; a Solana secret key has 64 (the 32-byte seed, then the public key)"
    )
    const otherKey = Uint8Array.from([...seed, ...ed25519.getPublicKey(keypair.subarray(32))])
    expect(failure(() => solanaKeyFromKeypairFile(JSON.stringify([...otherKey]), "id.json"))).toBe(
      "Invalid keypair: id.json: its last 32 bytes are not the public key of its first 32 (not a Solana keypair)"
    )
    expect(failure(() => solanaKeyFromKeypairFile(JSON.stringify([...keypair].slice(0, 63)), "id.json"))).toBe(
      "Invalid keypair: id.json holds 63 numbers; a Solana keypair file holds a JSON array of 64 numbers from 0 to 255"
    )
    expect(failure(() => solanaKeyFromKeypairFile("[1, 256]", "id.json"))).toBe(
      "Invalid keypair: id.json: item 1 (256) is not a byte; a Solana keypair file holds a JSON array of 64 numbers from 0 to 255"
    )
  })
})
