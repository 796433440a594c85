import { Effect, Exit } from "effect"
import { Base64 } from "effect/encoding"
import { Transaction } from "@scure/btc-signer"
import { describe, expect, it } from "vitest"
import { checkBitcoinAnswer } from "./raw-answers.js"

const failure = async (effect: Effect.Effect<unknown, unknown>) => {
  const exit = await Effect.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${String(exit.value)}`)
  return (exit.cause.reasons[0] as { error?: unknown }).error
}
const passes = (method: string, params: unknown, answer: unknown) =>
  Effect.runPromise(checkBitcoinAnswer(method, params, answer))

const ADDRESS = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080"
const WITNESS = Base64.encode(new Uint8Array([1, 64, ...new Uint8Array(64).fill(7)]))

describe("Bitcoin raw requests' answers (client.request, WalletConnect bip122's names)", () => {
  it("signMessage: { address, signature }, the signature of the protocol asked", async () => {
    await passes("signMessage", { message: "hi", address: ADDRESS }, { address: ADDRESS, signature: WITNESS })
    expect(
      await failure(
        checkBitcoinAnswer(
          "signMessage",
          { message: "hi", protocol: "ecdsa" },
          { address: ADDRESS, signature: WITNESS }
        )
      )
    ).toMatchObject({
      _tag: "WalletAnswerInvalid",
      method: "signMessage",
      reason: "the signature is not the legacy ECDSA one asked (65 bytes, a BIP-137 header)"
    })
    expect(
      await failure(
        checkBitcoinAnswer("signMessage", {}, { address: ADDRESS, signature: Base64.encode(new Uint8Array([5, 1])) })
      )
    ).toMatchObject({
      reason: "the signature is neither a BIP-322 witness nor a legacy signature"
    })
    expect(await failure(checkBitcoinAnswer("signMessage", {}, { address: ADDRESS }))).toMatchObject({
      method: "signMessage",
      reason: 'the answer is not the method\'s: Missing key\n  at ["signature"]'
    })
  })

  it("signPsbt: { psbt } that parses; a txid, where given, is 64 hex", async () => {
    const psbt = Base64.encode(new Transaction().toPSBT())
    await passes("signPsbt", {}, { psbt })
    await passes("signPsbt", {}, { psbt, txid: "ab".repeat(32) })
    expect(
      await failure(checkBitcoinAnswer("signPsbt", {}, { psbt: Base64.encode(new Uint8Array([1, 2, 3])) }))
    ).toMatchObject({
      _tag: "WalletAnswerInvalid",
      method: "signPsbt",
      reason: expect.stringMatching(/^the PSBT does not parse: /)
    })
    expect(await failure(checkBitcoinAnswer("signPsbt", {}, { psbt: "not base64!" }))).toMatchObject({
      reason: "the PSBT is not base64"
    })
    expect(await failure(checkBitcoinAnswer("signPsbt", {}, { psbt, txid: "xyz" }))).toMatchObject({
      reason: 'the answer is not the method\'s: Expected a transaction id (64 hex characters)\n  at ["txid"]'
    })
  })

  it("sendTransfer: { txid } of 64 hex", async () => {
    await passes("sendTransfer", {}, { txid: "AB".repeat(32) })
    const cases: ReadonlyArray<readonly [unknown, string]> = [
      [{ txid: "ab".repeat(33) }, 'Expected a transaction id (64 hex characters)\n  at ["txid"]'],
      [{ txid: 7 }, 'Expected string\n  at ["txid"]'],
      ["ab".repeat(32), "Expected object"]
    ]
    for (const [answer, reason] of cases) {
      expect(await failure(checkBitcoinAnswer("sendTransfer", {}, answer))).toMatchObject({
        _tag: "WalletAnswerInvalid",
        method: "sendTransfer",
        reason: `the answer is not the method's: ${reason}`
      })
    }
  })

  it("getAccountAddresses: a list of { address, publicKey? (hex) }", async () => {
    await passes("getAccountAddresses", {}, [
      { address: ADDRESS, publicKey: `02${"ab".repeat(32)}` },
      { address: ADDRESS }
    ])
    expect(
      await failure(checkBitcoinAnswer("getAccountAddresses", {}, [{ address: ADDRESS, publicKey: "zz" }]))
    ).toMatchObject({
      _tag: "WalletAnswerInvalid",
      method: "getAccountAddresses",
      reason: 'the answer is not the method\'s: Expected a public key (hex)\n  at [0]["publicKey"]'
    })
    expect(await failure(checkBitcoinAnswer("getAccountAddresses", {}, { address: ADDRESS }))).toMatchObject({
      reason: "the answer is not the method's: Expected array"
    })
  })

  it("a method it does not know passes unchecked", async () => {
    await passes("getBalance", {}, 42)
  })
})
