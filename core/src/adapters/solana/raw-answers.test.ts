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
import { checkSolanaAnswer } from "./raw-answers.js"

const failure = async (effect: Effect.Effect<unknown, unknown>) => {
  const exit = await Effect.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${String(exit.value)}`)
  return exit.cause.reasons[0]?._tag === "Fail" ? (exit.cause.reasons[0] as { error: unknown }).error : exit.cause
}
const passes = (method: string, params: unknown, answer: unknown) =>
  Effect.runPromise(checkSolanaAnswer(method, params, answer))

/** A transaction of `payer` sending `amount` lamports to itself, unsigned and signed, in base64. */
const transactionOf = async (amount: bigint) => {
  const signer = await generateKeyPairSigner()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(signer.address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: "EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k" as Blockhash, lastValidBlockHeight: 100n },
        m
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(address(signer.address)),
            destination: signer.address,
            amount
          })
        ],
        m
      )
  )
  const unsigned = compileTransaction(message)
  const signed = await signTransaction([signer.keyPair], unsigned)
  const base64 = (transaction: typeof unsigned) =>
    getBase64Decoder().decode(getTransactionEncoder().encode(transaction))
  return { unsigned: base64(unsigned), signed: base64(signed) }
}

const SIGNATURE = getBase58Decoder().decode(new Uint8Array(64).fill(9))
const NOT_A_TRANSACTION = getBase64Decoder().decode(new Uint8Array([1, 2, 3]))

describe("Solana raw requests' answers (client.request)", () => {
  it("solana_signMessage and solana_signAndSendTransaction: { signature } of 64 bytes in base58", async () => {
    for (const method of ["solana_signMessage", "solana_signAndSendTransaction"]) {
      await passes(method, {}, { signature: SIGNATURE })
      expect(await failure(checkSolanaAnswer(method, {}, { signature: "abc" }))).toMatchObject({
        _tag: "WalletAnswerInvalid",
        method,
        reason: "the signature is 3 bytes, not 64"
      })
      expect(await failure(checkSolanaAnswer(method, {}, { signature: "0OIl" }))).toMatchObject({
        method,
        reason: '"0OIl" is not base58'
      })
      expect(await failure(checkSolanaAnswer(method, {}, SIGNATURE))).toMatchObject({
        method,
        reason: "the answer is not the method's: Expected object"
      })
    }
  })

  it("solana_signTransaction: { signature } or { transaction } that deserialises and, where the request carries it, is the one asked", async () => {
    const method = "solana_signTransaction"
    const one = await transactionOf(1n)
    const other = await transactionOf(2n)
    await passes(method, { transaction: one.unsigned }, { transaction: one.signed })
    await passes(method, {}, { transaction: one.signed })
    await passes(method, { transaction: one.unsigned }, { signature: SIGNATURE })
    expect(
      await failure(checkSolanaAnswer(method, { transaction: other.unsigned }, { transaction: one.signed }))
    ).toMatchObject({
      _tag: "WalletAnswerInvalid",
      method,
      reason: "the wallet signed another transaction than the one asked"
    })
    expect(await failure(checkSolanaAnswer(method, {}, { transaction: NOT_A_TRANSACTION }))).toMatchObject({
      method,
      reason: "the signed transaction does not deserialise"
    })
    expect(await failure(checkSolanaAnswer(method, {}, {}))).toMatchObject({
      method,
      reason: "the answer has neither a transaction nor a signature"
    })
    expect(await failure(checkSolanaAnswer(method, {}, { signature: "abc" }))).toMatchObject({
      method,
      reason: "the signature is 3 bytes, not 64"
    })
    expect(await failure(checkSolanaAnswer(method, {}, { transaction: "A".repeat(1_701) }))).toMatchObject({
      reason: "the signed transaction is 1701 characters, longer than a transaction can be"
    })
  })

  it("solana_signAllTransactions: { transactions }, each deserialising; as many as asked and each the one asked", async () => {
    const method = "solana_signAllTransactions"
    const one = await transactionOf(1n)
    const two = await transactionOf(2n)
    await passes(method, { transactions: [one.unsigned, two.unsigned] }, { transactions: [one.signed, two.signed] })
    expect(
      await failure(
        checkSolanaAnswer(method, { transactions: [one.unsigned, two.unsigned] }, { transactions: [one.signed] })
      )
    ).toMatchObject({
      _tag: "WalletAnswerInvalid",
      method,
      reason: "the wallet answered 1 transactions for the 2 asked"
    })
    expect(
      await failure(
        checkSolanaAnswer(
          method,
          { transactions: [one.unsigned, two.unsigned] },
          { transactions: [two.signed, one.signed] }
        )
      )
    ).toMatchObject({
      reason: "transaction 1: the wallet signed another transaction than the one asked"
    })
    expect(
      await failure(checkSolanaAnswer(method, {}, { transactions: [one.signed, NOT_A_TRANSACTION] }))
    ).toMatchObject({
      reason: "transaction 2: the signed transaction does not deserialise"
    })
    expect(await failure(checkSolanaAnswer(method, {}, { transactions: one.signed }))).toMatchObject({
      reason: 'the answer is not the method\'s: Expected array\n  at ["transactions"]'
    })
  })

  it("a method it does not know passes unchecked", async () => {
    await passes("solana_getAccounts", {}, 42)
  })
})
