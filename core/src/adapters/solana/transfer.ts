import { Effect } from "effect"
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  compileTransactionMessage,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getCompiledTransactionMessageEncoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Base64EncodedWireTransaction,
  type Instruction
} from "@solana/kit"
import { getTransferSolInstruction } from "@solana-program/system"
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction
} from "@solana-program/token"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { tokenContractAddress, tokenDecimals } from "../../domain/send-token.js"
import { ChainError, InvalidInput, WalletRequestFailed } from "../../errors.js"
import type { TransferAdapter, TransferInput, TransferQuote } from "../adapter.js"
import { confirmSignature } from "./confirm.js"
import { blockhashAnswer } from "./rpc-answers.js"
import type { SolanaRpc, SolanaRpcs } from "./rpc.js"
import { isSolanaSigner } from "./signer.js"

/** Bytes of an SPL token account: the rent a new one costs. */
const TOKEN_ACCOUNT_SIZE = 165n

interface Plan {
  readonly instructions: ReadonlyArray<Instruction>
}

/** The instructions of a SOL or SPL transfer; the receiver's token account is created first when missing. */
const instructionsFor = (rpc: SolanaRpc, input: TransferInput, signal: AbortSignal) =>
  Effect.gen(function* () {
    const from = createNoopSigner(address(input.from))
    const to = address(input.to)
    if (input.native)
      return {
        instructions: [getTransferSolInstruction({ source: from, destination: to, amount: input.units })],
        rent: undefined
      }
    const mintText = tokenContractAddress(input.token)
    const decimals = tokenDecimals(input.token)
    if (mintText === undefined || decimals === undefined) {
      return yield* new InvalidInput({
        field: "token",
        reason: `${input.token.symbol} has no mint address or decimals`
      })
    }
    const mint = address(mintText)
    const mintAccount = yield* Effect.tryPromise({
      try: () => rpc.getAccountInfo(mint, { encoding: "base64" }).send({ abortSignal: signal }),
      catch: (error) => new ChainError({ reason: "UnknownNodeError", details: String(error), cause: error })
    })
    if (mintAccount.value === null) return yield* new InvalidInput({ field: "token", reason: `no mint at ${mintText}` })
    const tokenProgram = mintAccount.value.owner
    const [source] = yield* Effect.promise(() => findAssociatedTokenPda({ owner: from.address, mint, tokenProgram }))
    const [destination] = yield* Effect.promise(() => findAssociatedTokenPda({ owner: to, mint, tokenProgram }))
    const existing = yield* Effect.tryPromise({
      try: () => rpc.getAccountInfo(destination, { encoding: "base64" }).send({ abortSignal: signal }),
      catch: (error) => new ChainError({ reason: "UnknownNodeError", details: String(error), cause: error })
    })
    const create =
      existing.value === null
        ? [
            getCreateAssociatedTokenIdempotentInstruction({
              payer: from,
              ata: destination,
              owner: to,
              mint,
              tokenProgram
            })
          ]
        : []
    const rent =
      existing.value === null
        ? yield* Effect.tryPromise({
            try: () => rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE).send({ abortSignal: signal }),
            catch: (error) => new ChainError({ reason: "UnknownNodeError", details: String(error), cause: error })
          })
        : undefined
    const transfer = getTransferCheckedInstruction(
      { source, mint, destination, authority: from, amount: input.units, decimals },
      { programAddress: tokenProgram }
    )
    return { instructions: [...create, transfer], rent }
  })

/** The transaction message with a fresh blockhash, the sender paying. */
const messageFor = (rpc: SolanaRpc, payer: Address, instructions: ReadonlyArray<Instruction>, signal: AbortSignal) =>
  Effect.map(
    Effect.flatMap(
      Effect.tryPromise({
        try: () => rpc.getLatestBlockhash({ commitment: "confirmed" }).send({ abortSignal: signal }),
        catch: (error) => new ChainError({ reason: "UnknownNodeError", details: String(error), cause: error })
      }),
      blockhashAnswer
    ),
    (value) =>
      pipe(
        createTransactionMessage({ version: 0 }),
        (message) => setTransactionMessageFeePayer(payer, message),
        (message) =>
          setTransactionMessageLifetimeUsingBlockhash(
            value as Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0],
            message
          ),
        (message) => appendTransactionMessageInstructions(instructions, message)
      )
  )

/** SOL and SPL transfers: built here, signed and sent by the wallet, confirmed on the cluster. */
export const solanaTransfer = (rpcs: SolanaRpcs): TransferAdapter => {
  const withRpc = <A, E>(network: CaipNetwork, f: (rpc: SolanaRpc, signal: AbortSignal) => Effect.Effect<A, E>) =>
    Effect.flatMap(rpcs.client(network), (rpc) => f(rpc, AbortSignal.timeout(10_000)))

  const feeOf = (rpc: SolanaRpc, message: Parameters<typeof compileTransactionMessage>[0], signal: AbortSignal) =>
    Effect.tryPromise({
      try: async () => {
        const compiled = getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message))
        const { value } = await rpc
          .getFeeForMessage(getBase64Decoder().decode(compiled) as never)
          .send({ abortSignal: signal })
        if (value === null) throw new Error("the cluster could not price the message (blockhash expired)")
        const lamports = BigInt(value)
        if (lamports < 0n || lamports > 2n ** 64n - 1n)
          throw new Error(`getFeeForMessage answered ${lamports}, not a fee`)
        return lamports
      },
      catch: (error) =>
        new ChainError({
          reason: "UnknownNodeError",
          details: error instanceof Error ? error.message : String(error),
          cause: error
        })
    })

  const quote = (input: TransferInput) =>
    withRpc(input.network, (rpc, signal) =>
      Effect.gen(function* () {
        const { instructions, rent } = yield* instructionsFor(rpc, input, signal)
        const message = yield* messageFor(rpc, address(input.from), instructions, signal)
        const signatureFee = yield* feeOf(rpc, message, signal)
        return {
          fee: {
            amount: signatureFee + (rent ?? 0n),
            units: 1n,
            unit: "signature",
            rate: { value: signatureFee, decimals: 0, unit: "lamports" },
            label: "fee",
            rent: rent ?? 0n
          },
          createsReceiverAccount: rent === undefined ? undefined : { rent },
          plan: { instructions } satisfies Plan
        } satisfies TransferQuote
      })
    )

  return {
    feeRate: (network, payerText) =>
      withRpc(network, (rpc, signal) =>
        Effect.gen(function* () {
          // A one-signature message prices what every signature costs on this cluster now. Its payer
          // must be an ordinary account (not a program): the connected one, or a throwaway key.
          const payer =
            payerText === undefined
              ? (yield* Effect.promise(() => generateKeyPairSigner())).address
              : address(payerText)
          const message = yield* messageFor(
            rpc,
            payer,
            [getTransferSolInstruction({ source: createNoopSigner(payer), destination: payer, amount: 0n })],
            signal
          )
          return yield* feeOf(rpc, message, signal)
        })
      ),
    quote,
    send: (session, input, quote) =>
      Effect.gen(function* () {
        if (!isSolanaSigner(session.signer)) {
          return yield* new WalletRequestFailed({
            method: "solana_signAndSendTransaction",
            details: `a ${session.namespace} session cannot send on solana`
          })
        }
        const signer = session.signer
        const plan = quote.plan as Plan
        const rpc = yield* rpcs.client(input.network)
        // A fresh blockhash: the quote's may be near its end by the time the user confirms.
        const message = yield* messageFor(rpc, address(input.from), plan.instructions, AbortSignal.timeout(10_000))
        const wire = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
        if (signer.signAndSendTransaction !== undefined)
          return yield* signer.signAndSendTransaction(wire, input.network)
        if (signer.signTransaction === undefined) {
          return yield* new WalletRequestFailed({
            method: "solana_signTransaction",
            details: "the wallet neither signs nor sends transactions"
          })
        }
        // A wallet that only signs: the signed transaction goes out through the cluster's RPC.
        const signed = yield* signer.signTransaction(wire, input.network)
        yield* rpcs.call(input.network, (rpc, abortSignal) =>
          rpc
            .sendTransaction(getBase64Decoder().decode(signed.wire) as Base64EncodedWireTransaction, {
              encoding: "base64",
              preflightCommitment: "confirmed"
            })
            .send({ abortSignal })
        )
        return signed.signature
      }).pipe(
        Effect.catchTag("MissingNetwork", (error) =>
          Effect.fail(new WalletRequestFailed({ method: "solana_signAndSendTransaction", details: error.message }))
        ),
        Effect.catchTag("ChainError", (error) => Effect.fail(error))
      ),
    confirm: (network, id) => withRpc(network, (rpc) => confirmSignature(rpc, id))
  }
}
