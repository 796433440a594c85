import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CaipAddress, checksumAddress, EvmAddress, isCaipAddress, isEvmAddress, isSolanaAddress, parseCaipAddress, SolanaAddress } from "./address.js"

const HEX = "0123456789abcdefABCDEF"
const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

const hexString = (length: number) => fc.string({ unit: fc.constantFrom(...HEX), minLength: length, maxLength: length })
const base58String = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...BASE58), minLength: min, maxLength: max })

const evmAddress = fc.tuple(fc.boolean(), hexString(40)).map(([prefix, hex]) => (prefix ? `0x${hex}` : hex))

describe("EVM address: 40 hex digits, optional 0x", () => {
  it("accepts with and without 0x", () => {
    expect(isEvmAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")).toBe(true)
    expect(isEvmAddress("70997970C51812dc3A010C7d01b50e0d17dc79C8")).toBe(true)
  })

  it("rejects 39 or 41 digits, non-hex and a bare 0x", () => {
    expect(isEvmAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C")).toBe(false)
    expect(isEvmAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8a")).toBe(false)
    expect(isEvmAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79CG")).toBe(false)
    expect(isEvmAddress("0x")).toBe(false)
    expect(isEvmAddress("0X70997970C51812dc3A010C7d01b50e0d17dc79C8")).toBe(false)
  })

  it("property: every 40-hex string is accepted", () => {
    fc.assert(fc.property(evmAddress, (address) => isEvmAddress(address)))
  })

  it("property: changing the length by one is rejected", () => {
    fc.assert(
      fc.property(evmAddress, fc.boolean(), fc.constantFrom(...HEX), (address, grow, digit) =>
        !isEvmAddress(grow ? address + digit : address.slice(0, -1))
      )
    )
  })

  it("property: a non-hex character anywhere in the digits is rejected", () => {
    fc.assert(
      fc.property(hexString(40), fc.nat(39), fc.constantFrom("g", "z", " ", "-", "é", "x"), (hex, index, bad) =>
        !isEvmAddress(`0x${hex.slice(0, index)}${bad}${hex.slice(index + 1)}`)
      )
    )
  })

  it("property: the decoder never throws and agrees with the predicate", () => {
    const decode = Schema.decodeUnknownResult(EvmAddress)
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = decode(input)
        expect(result._tag === "Success").toBe(typeof input === "string" && isEvmAddress(input))
      })
    )
  })
})

describe("Solana address: 32 to 44 base58 characters", () => {
  it("accepts a real address and the bounds", () => {
    expect(isSolanaAddress("9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM")).toBe(true)
    expect(isSolanaAddress("1".repeat(32))).toBe(true)
    expect(isSolanaAddress("1".repeat(44))).toBe(true)
  })

  it("rejects 31 and 45 characters and the excluded letters 0 O I l", () => {
    expect(isSolanaAddress("1".repeat(31))).toBe(false)
    expect(isSolanaAddress("1".repeat(45))).toBe(false)
    for (const excluded of ["0", "O", "I", "l"]) expect(isSolanaAddress(excluded + "1".repeat(40))).toBe(false)
  })

  it("property: base58 strings of 32..44 are accepted, shorter or longer are not", () => {
    fc.assert(fc.property(base58String(32, 44), (address) => isSolanaAddress(address)))
    fc.assert(fc.property(base58String(0, 31), (address) => !isSolanaAddress(address)))
    fc.assert(fc.property(base58String(45, 60), (address) => !isSolanaAddress(address)))
  })

  it("property: the decoder never throws and agrees with the predicate", () => {
    const decode = Schema.decodeUnknownResult(SolanaAddress)
    fc.assert(
      fc.property(fc.oneof(fc.anything(), base58String(30, 46)), (input) => {
        expect(decode(input)._tag === "Success").toBe(typeof input === "string" && isSolanaAddress(input))
      })
    )
  })
})

describe("CAIP address: three non-empty parts, known namespace", () => {
  it("splits a valid address", () => {
    expect(parseCaipAddress("eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8")).toEqual({
      namespace: "eip155",
      reference: "1",
      address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
    })
    for (const namespace of ["eip155", "solana", "polkadot", "bip122"]) {
      expect(isCaipAddress(`${namespace}:ref:addr`)).toBe(true)
    }
  })

  it("rejects unknown namespaces, empty parts and wrong part counts", () => {
    expect(isCaipAddress("cosmos:1:abc")).toBe(false)
    expect(isCaipAddress("eip155::0xabc")).toBe(false)
    expect(isCaipAddress(":1:0xabc")).toBe(false)
    expect(isCaipAddress("eip155:1:")).toBe(false)
    expect(isCaipAddress("eip155:1")).toBe(false)
    expect(isCaipAddress("eip155:1:0xabc:extra")).toBe(false)
  })

  const part = fc.string({ minLength: 1, maxLength: 20 }).filter((text) => !text.includes(":"))
  const namespace = fc.constantFrom("eip155", "solana", "polkadot", "bip122")

  it("property: known namespace and two non-empty parts are accepted", () => {
    fc.assert(fc.property(namespace, part, part, (ns, ref, addr) => isCaipAddress(`${ns}:${ref}:${addr}`)))
  })

  it("property: emptying any part or adding a part is rejected", () => {
    fc.assert(
      fc.property(namespace, part, part, fc.nat(3), (ns, ref, addr, which) => {
        const parts = [ns, ref, addr]
        if (which === 3) parts.push(addr)
        else parts[which] = ""
        return !isCaipAddress(parts.join(":"))
      })
    )
  })

  it("property: the decoder never throws and agrees with the predicate", () => {
    const decode = Schema.decodeUnknownResult(CaipAddress)
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string()), (input) => {
        expect(decode(input)._tag === "Success").toBe(typeof input === "string" && isCaipAddress(input))
      })
    )
  })
})

describe("checksumAddress", () => {
  it("gives EVM addresses their EIP-55 form and leaves other text alone", () => {
    expect(checksumAddress("0x90f79bf6eb2c4f870365e785982e1f101e93b906")).toBe("0x90F79bf6EB2c4f870365E785982E1f101E93b906")
    expect(checksumAddress("90f79bf6eb2c4f870365e785982e1f101e93b906")).toBe("0x90F79bf6EB2c4f870365E785982E1f101E93b906")
    expect(checksumAddress("vitalik.eth")).toBe("vitalik.eth")
  })
})
