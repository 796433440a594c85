import { p2pkh, p2sh, p2wpkh, OutScript, WIF } from "@scure/btc-signer"
import { pubECDSA } from "@scure/btc-signer/utils.js"
import { describe, expect, it } from "vitest"
import { legacyKindOf, signLegacyMessage } from "./legacy-message.js"
import { isLegacySignature } from "./legacy-signature.js"

// A published BIP-137 vector (compressed-key P2PKH): the RFC 6979 signature is deterministic.
const privateKey = WIF().decode("L4rK1yDtCWekvXuE6oXD9jCYfFNV2cWRpVuPLBcCU2z8TrisoyY1")
const publicKey = pubECDSA(privateKey)

describe("legacy Bitcoin Signed Message (BIP-137)", () => {
  it("signs the known vector byte for byte", () => {
    expect(p2pkh(publicKey).address).toBe("1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV")
    expect(signLegacyMessage(privateKey, "pkh", "This is an example of a signed message.")).toBe(
      "H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk="
    )
  })

  it("names the address type in the header: 31+ P2PKH, 35+ P2SH-P2WPKH, 39+ P2WPKH; taproot and others' addresses have none", () => {
    const header = (kind: "pkh" | "sh-wpkh" | "wpkh") => atob(signLegacyMessage(privateKey, kind, "gm")).charCodeAt(0)
    expect(header("pkh")).toBeGreaterThanOrEqual(31)
    expect(header("pkh")).toBeLessThanOrEqual(34)
    expect(header("sh-wpkh") - header("pkh")).toBe(4)
    expect(header("wpkh") - header("pkh")).toBe(8)
    expect(legacyKindOf(p2pkh(publicKey).script, publicKey)).toBe("pkh")
    expect(legacyKindOf(p2wpkh(publicKey).script, publicKey)).toBe("wpkh")
    expect(legacyKindOf(p2sh(p2wpkh(publicKey)).script, publicKey)).toBe("sh-wpkh")
    expect(legacyKindOf(OutScript.encode({ type: "tr", pubkey: publicKey.subarray(1) }), publicKey)).toBeUndefined()
    expect(legacyKindOf(p2wpkh(pubECDSA(new Uint8Array(32).fill(7))).script, publicKey)).toBeUndefined()
  })

  it("tells a legacy signature's shape from a BIP-322 witness or garbage", () => {
    expect(isLegacySignature(signLegacyMessage(privateKey, "wpkh", "gm"))).toBe(true)
    expect(isLegacySignature("AkcwRAIg")).toBe(false)
    expect(isLegacySignature("not base64!")).toBe(false)
  })
})
