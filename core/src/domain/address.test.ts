import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  CaipAddress,
  checksumAddress,
  EvmAddress,
  isAddressOf,
  isCaipAddress,
  isEvmAddress,
  isSolanaAddress,
  parseCaipAddress,
  SolanaAddress
} from "./address.js"
import { base58Decode, base58Encode } from "./base58.js"

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
      fc.property(
        evmAddress,
        fc.boolean(),
        fc.constantFrom(...HEX),
        (address, grow, digit) => !isEvmAddress(grow ? address + digit : address.slice(0, -1))
      )
    )
  })

  it("property: a non-hex character anywhere in the digits is rejected", () => {
    fc.assert(
      fc.property(
        hexString(40),
        fc.nat(39),
        fc.constantFrom("g", "z", " ", "-", "é", "x"),
        (hex, index, bad) => !isEvmAddress(`0x${hex.slice(0, index)}${bad}${hex.slice(index + 1)}`)
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

/** The base58 text of `length` bytes. */
const base58Bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length }).map(base58Encode)

describe("Solana address: 32 to 44 base58 characters that decode to 32 bytes", () => {
  it("accepts a real address and the 32 zero bytes", () => {
    expect(isSolanaAddress("9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM")).toBe(true)
    expect(isSolanaAddress("11111111111111111111111111111111")).toBe(true)
  })

  it("rejects base58 text of the right length that is not 32 bytes", () => {
    // 44 '1's are 44 zero bytes; 44 'z's are a number above 2^256.
    expect(isSolanaAddress("1".repeat(44))).toBe(false)
    expect(isSolanaAddress("z".repeat(44))).toBe(false)
    expect(isSolanaAddress(base58Encode(new Uint8Array(31).fill(7)))).toBe(false)
    expect(isSolanaAddress(base58Encode(new Uint8Array(33).fill(7)))).toBe(false)
  })

  it("property: base58 decode and encode are inverse", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(Array.from(base58Decode(base58Encode(bytes)) ?? [-1])).toEqual(Array.from(bytes))
      })
    )
  })

  it("rejects 31 and 45 characters and the excluded letters 0 O I l", () => {
    expect(isSolanaAddress("1".repeat(31))).toBe(false)
    expect(isSolanaAddress("1".repeat(45))).toBe(false)
    for (const excluded of ["0", "O", "I", "l"]) expect(isSolanaAddress(excluded + "1".repeat(40))).toBe(false)
  })

  it("property: every 32 bytes are an address; other lengths, and strings outside 32..44 characters, are not", () => {
    fc.assert(fc.property(base58Bytes(32), (address) => isSolanaAddress(address)))
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 40 })
          .filter((n) => n !== 32)
          .chain(base58Bytes),
        (text) => !isSolanaAddress(text)
      )
    )
    fc.assert(fc.property(base58String(0, 31), (address) => !isSolanaAddress(address)))
    fc.assert(fc.property(base58String(45, 60), (address) => !isSolanaAddress(address)))
  })

  it("property: a base58 string of 32..44 characters is an address exactly when it decodes to 32 bytes", () => {
    fc.assert(
      fc.property(base58String(32, 44), (text) => isSolanaAddress(text) === (base58Decode(text)?.length === 32))
    )
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

const EVM = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const SOLANA = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"

describe("CAIP address: known namespace, CAIP-2 reference, an address of the namespace", () => {
  it("splits a valid address", () => {
    expect(parseCaipAddress("eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8")).toEqual({
      namespace: "eip155",
      reference: "1",
      address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
    })
    expect(isCaipAddress(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA}`)).toBe(true)
    expect(isCaipAddress("bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).toBe(
      true
    )
    expect(
      isCaipAddress("polkadot:91b171bb158e2d3848fa23a9f1c25182:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY")
    ).toBe(true)
  })

  it("rejects an address that is not one of its namespace (CAIP-10 under eip155 must be an EVM address)", () => {
    expect(isCaipAddress("eip155:1:notanaddress")).toBe(false)
    expect(isCaipAddress(`eip155:1:${SOLANA}`)).toBe(false)
    expect(isCaipAddress(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${EVM}`)).toBe(false)
    expect(isCaipAddress(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${"1".repeat(44)}`)).toBe(false)
    expect(isCaipAddress("bip122:000000000019d6689c085ae165831e93:bc1 q")).toBe(false)
    expect(isCaipAddress(`bip122:000000000019d6689c085ae165831e93:${"a".repeat(129)}`)).toBe(false)
  })

  it("rejects a reference outside CAIP-2's [-_a-zA-Z0-9]{1,32}", () => {
    expect(isCaipAddress(`eip155:${"1".repeat(33)}:${EVM}`)).toBe(false)
    expect(isCaipAddress(`eip155:1 :${EVM}`)).toBe(false)
    expect(isCaipAddress(`eip155:1/2:${EVM}`)).toBe(false)
    expect(isCaipAddress(`eip155:１:${EVM}`)).toBe(false)
  })

  it("isAddressOf: bip122 and polkadot take CAIP-10's account grammar [-.%a-zA-Z0-9]{1,128}", () => {
    expect(isAddressOf("bip122", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).toBe(true)
    expect(isAddressOf("polkadot", "")).toBe(false)
    expect(isAddressOf("polkadot", "a\u0000b")).toBe(false)
    expect(isAddressOf("bip122", "<script>")).toBe(false)
  })

  it("rejects unknown namespaces, empty parts and wrong part counts", () => {
    expect(isCaipAddress("cosmos:1:abc")).toBe(false)
    expect(isCaipAddress(`eip155::${EVM}`)).toBe(false)
    expect(isCaipAddress(`:1:${EVM}`)).toBe(false)
    expect(isCaipAddress("eip155:1:")).toBe(false)
    expect(isCaipAddress("eip155:1")).toBe(false)
    expect(isCaipAddress(`eip155:1:${EVM}:extra`)).toBe(false)
  })

  const reference = fc.string({ unit: fc.constantFrom(..."-_abcXYZ0189"), minLength: 1, maxLength: 32 })
  const accountPart = fc.string({ unit: fc.constantFrom(..."-.%abcXYZ0189"), minLength: 1, maxLength: 128 })
  const account = fc.oneof(
    fc.tuple(fc.constant("eip155"), evmAddress),
    fc.tuple(fc.constant("solana"), base58Bytes(32)),
    fc.tuple(fc.constantFrom("polkadot", "bip122"), accountPart)
  )

  it("property: a known namespace, a CAIP-2 reference and an address of the namespace are accepted", () => {
    fc.assert(fc.property(account, reference, ([ns, addr], ref) => isCaipAddress(`${ns}:${ref}:${addr}`)))
  })

  it("property: emptying any part or adding a part is rejected", () => {
    fc.assert(
      fc.property(account, reference, fc.nat(3), ([ns, addr], ref, which) => {
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
    expect(checksumAddress("0x90f79bf6eb2c4f870365e785982e1f101e93b906")).toBe(
      "0x90F79bf6EB2c4f870365E785982E1f101E93b906"
    )
    expect(checksumAddress("90f79bf6eb2c4f870365e785982e1f101e93b906")).toBe(
      "0x90F79bf6EB2c4f870365E785982E1f101E93b906"
    )
    expect(checksumAddress("vitalik.eth")).toBe("vitalik.eth")
  })
})
