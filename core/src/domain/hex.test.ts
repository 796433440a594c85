import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { classifyRpcResult, isSignedMessage, isTransactionHash, TransactionHash } from "./hex.js"

const hex = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEF"), minLength: min, maxLength: max })

describe("transaction hash: 0x + 64 hex; signed message: 0x + at least 62 hex", () => {
  it("tells a transaction hash from a signature", () => {
    const hash = `0x${"ab".repeat(32)}`
    const signature = `0x${"cd".repeat(65)}`
    expect(isTransactionHash(hash)).toBe(true)
    expect(classifyRpcResult(hash)).toBe("transaction")
    expect(isTransactionHash(signature)).toBe(false)
    expect(isSignedMessage(signature)).toBe(true)
    expect(classifyRpcResult(signature)).toBe("signature")
  })

  it("uses the exact bounds 64 and 62", () => {
    expect(isTransactionHash(`0x${"a".repeat(63)}`)).toBe(false)
    expect(isTransactionHash(`0x${"a".repeat(65)}`)).toBe(false)
    expect(isSignedMessage(`0x${"a".repeat(61)}`)).toBe(false)
    expect(isSignedMessage(`0x${"a".repeat(62)}`)).toBe(true)
    expect(classifyRpcResult(`0x${"a".repeat(62)}`)).toBe("signature")
    expect(classifyRpcResult("0x1")).toBe("other")
    expect(classifyRpcResult({ hash: "0x" })).toBe("other")
    expect(isTransactionHash("ab".repeat(32))).toBe(false)
  })

  it("property: 64 hex digits are a hash; any other length is not", () => {
    fc.assert(fc.property(hex(64, 64), (digits) => isTransactionHash(`0x${digits}`)))
    fc.assert(
      fc.property(
        hex(0, 100).filter((d) => d.length !== 64),
        (digits) => !isTransactionHash(`0x${digits}`)
      )
    )
  })

  it("property: at least 62 hex digits are a signed message, fewer are not", () => {
    fc.assert(fc.property(hex(62, 200), (digits) => isSignedMessage(`0x${digits}`)))
    fc.assert(fc.property(hex(0, 61), (digits) => !isSignedMessage(`0x${digits}`)))
  })

  it("property: classification never throws on arbitrary input", () => {
    const decode = Schema.decodeUnknownResult(TransactionHash)
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(["transaction", "signature", "other"]).toContain(classifyRpcResult(input))
        expect(decode(input)._tag === "Success").toBe(typeof input === "string" && isTransactionHash(input))
      })
    )
  })
})
