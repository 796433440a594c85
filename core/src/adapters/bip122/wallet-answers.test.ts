import { Effect, Exit } from "effect"
import { Base64 } from "effect/encoding"
import { describe, expect, it } from "vitest"
import { messageSignatureAnswer, signedPsbtAnswer } from "./wallet-answers.js"

const failure = async (effect: Effect.Effect<unknown, unknown>) => {
  const exit = await Effect.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${String(exit.value)}`)
  return (exit.cause.reasons[0] as { error?: unknown }).error
}

describe("Bitcoin wallets' answers", () => {
  it("signPsbt: base64 of a PSBT that parses, else WalletAnswerInvalid", async () => {
    expect(await failure(signedPsbtAnswer("not base64!"))).toMatchObject({
      _tag: "WalletAnswerInvalid",
      method: "signPsbt",
      reason: "the PSBT is not base64"
    })
    expect(await failure(signedPsbtAnswer(Base64.encode(new Uint8Array([1, 2, 3]))))).toMatchObject({
      _tag: "WalletAnswerInvalid",
      reason: expect.stringMatching(/^the PSBT does not parse: /)
    })
  })

  it("signMessage: a BIP-322 witness or a 65-byte legacy signature; the legacy one when asked", async () => {
    const witness = Base64.encode(new Uint8Array([1, 64, ...new Uint8Array(64).fill(7)]))
    expect(await Effect.runPromise(messageSignatureAnswer(witness, "bip322"))).toBe(witness)
    expect(await failure(messageSignatureAnswer(witness, "ecdsa"))).toMatchObject({
      _tag: "WalletAnswerInvalid",
      reason: "the signature is not the legacy ECDSA one asked (65 bytes, a BIP-137 header)"
    })
    const legacy = Base64.encode(new Uint8Array([31, ...new Uint8Array(64).fill(2)]))
    expect(await Effect.runPromise(messageSignatureAnswer(legacy, "ecdsa"))).toBe(legacy)
    expect(await failure(messageSignatureAnswer(Base64.encode(new Uint8Array([5, 1])), "bip322"))).toMatchObject({
      reason: "the signature is neither a BIP-322 witness nor a legacy signature"
    })
    expect(await failure(messageSignatureAnswer("", undefined))).toMatchObject({
      reason: "the signature is not base64"
    })
  })
})
