import { Effect, Exit } from "effect"
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
  type Blockhash
} from "@solana/kit"
import { getTransferSolInstruction } from "@solana-program/system"
import { describe, expect, it } from "vitest"
import { signatureAnswer, signedTransactionAnswer } from "./wallet-answers.js"

const failure = async (effect: Effect.Effect<unknown, unknown>) => {
  const exit = await Effect.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${String(exit.value)}`)
  return exit.cause.reasons[0]?._tag === "Fail" ? (exit.cause.reasons[0] as { error: unknown }).error : exit.cause
}

const unsignedFor = async (payer: string, amount: bigint) => {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(payer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: "EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k" as Blockhash, lastValidBlockHeight: 100n },
        m
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source: createNoopSigner(address(payer)), destination: address(payer), amount })],
        m
      )
  )
  return compileTransaction(message)
}

describe("Solana wallets' answers", () => {
  it("a signature that is not 64 bytes of base58 is WalletAnswerInvalid, never a result", async () => {
    expect(await failure(signatureAnswer("solana_signAndSendTransaction", { signature: "abc" }))).toMatchObject({
      _tag: "WalletAnswerInvalid",
      method: "solana_signAndSendTransaction",
      reason: "the signature is 3 bytes, not 64"
    })
    expect(await failure(signatureAnswer("solana_signAndSendTransaction", { signature: "0OIl" }))).toMatchObject({
      reason: '"0OIl" is not base58'
    })
    expect(await failure(signatureAnswer("solana_signAndSendTransaction", "5abc"))).toMatchObject({
      _tag: "WalletAnswerInvalid"
    })
    // Refused before decoding: base58 decoding of a long text is quadratic (the fuzz target found 130,000 characters taking seconds).
    expect(await failure(signatureAnswer("solana_signMessage", { signature: "0.".repeat(65_000) }))).toMatchObject({
      reason: "the signature is 130000 characters, longer than 64 bytes in base58"
    })
    const good = getBase58Decoder().decode(new Uint8Array(64).fill(5))
    expect(await Effect.runPromise(signatureAnswer("solana_signAndSendTransaction", { signature: good }))).toBe(good)
  })

  it("a signed transaction must be the one asked and carry the account's valid signature", async () => {
    const wallet = await generateKeyPairSigner()
    const unsigned = await unsignedFor(wallet.address, 1n)
    const wire = new Uint8Array(getTransactionEncoder().encode(unsigned))
    const signed = await signTransaction([wallet.keyPair], unsigned)
    const signedText = getBase64Decoder().decode(getTransactionEncoder().encode(signed))
    const result = await Effect.runPromise(
      signedTransactionAnswer("solana_signTransaction", wire, wallet.address, { transaction: signedText })
    )
    expect(result.signature).toBe(getBase58Decoder().decode(signed.signatures[wallet.address]!))
    // The bare signature is placed into the transaction asked.
    const bare = await Effect.runPromise(
      signedTransactionAnswer("solana_signTransaction", wire, wallet.address, { signature: result.signature })
    )
    expect(bare.wire).toEqual(result.wire)

    const other = await signTransaction([wallet.keyPair], await unsignedFor(wallet.address, 2n))
    const otherText = getBase64Decoder().decode(getTransactionEncoder().encode(other))
    expect(
      await failure(signedTransactionAnswer("solana_signTransaction", wire, wallet.address, { transaction: otherText }))
    ).toMatchObject({
      _tag: "WalletAnswerInvalid",
      reason: "the wallet signed another transaction than the one asked"
    })
    const forged = getBase58Decoder().decode(new Uint8Array(64).fill(1))
    expect(
      await failure(signedTransactionAnswer("solana_signTransaction", wire, wallet.address, { signature: forged }))
    ).toMatchObject({
      reason: `the signature is not ${wallet.address}'s over the transaction`
    })
    expect(
      await failure(signedTransactionAnswer("solana_signTransaction", wire, wallet.address, { transaction: "AAAA" }))
    ).toMatchObject({
      reason: "the signed transaction does not deserialise"
    })
    expect(await failure(signedTransactionAnswer("solana_signTransaction", wire, wallet.address, {}))).toMatchObject({
      reason: "the answer has neither a transaction nor a signature"
    })
  })
})
