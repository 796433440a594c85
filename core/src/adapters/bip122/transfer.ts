import { Effect, Schedule } from "effect"
import { selectUTXO } from "@scure/btc-signer"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { formatAmount } from "../../domain/amount.js"
import {
  BelowDustLimit,
  ChainError,
  InsufficientBalance,
  InvalidInput,
  type MissingNetwork,
  WalletRequestFailed
} from "../../errors.js"
import { invalidReceiver } from "../../errors/invalid-receiver.js"
import type { FeeSpeed, TransferAdapter, TransferInput, TransferQuote } from "../adapter.js"
import { dustThreshold, outputScript } from "./address.js"
import { bitcoinParams } from "./chains.js"
import type { Esplora } from "./esplora.js"
import { feeRateFor } from "./fees.js"
import { signedTransactionHex } from "./psbt.js"
import { spendFields, type SpendFields } from "./spend.js"
import { isBip122Signer } from "./signer.js"

/** How often the ledger is asked whether a transaction is in a block. */
const CONFIRM_POLL_MS = 2_000
/** How long a Bitcoin transaction may wait for its block before the send is reported as not confirmed (blocks come every ~10 minutes). */
const CONFIRM_TIMEOUT_MS = 3_600_000

interface Plan {
  readonly psbt: Uint8Array
  readonly txid: string
  readonly indexes: ReadonlyArray<number>
}

/** A coin the transaction may spend, as coin selection and the PSBT take it. */
type Candidate = {
  readonly txid: string
  readonly index: number
  readonly witnessUtxo?: { readonly script: Uint8Array; readonly amount: bigint }
  readonly nonWitnessUtxo?: Uint8Array
} & Omit<SpendFields, "legacy">

/** Rough virtual size of a P2WPKH spend, only for the message of a send the coins cannot cover. */
const roughVbytes = (inputs: number, outputScripts: ReadonlyArray<Uint8Array>) =>
  BigInt(11 + 68 * Math.max(inputs, 1) + outputScripts.reduce((sum, script) => sum + 9 + script.length, 0))

class NotYet {
  readonly _tag = "NotYet"
}

/** BTC sends from a SegWit, Taproot or legacy account: coins chosen from its UTXOs, change back to it, signed as a PSBT. */
export const bip122Transfer = (esplora: Esplora): TransferAdapter => {
  const feeRate = (network: CaipNetwork, _payer?: string, speed: FeeSpeed = "normal") =>
    Effect.map(esplora.feeEstimates(network), (estimates) => feeRateFor(estimates, speed))

  const quote = (input: TransferInput) =>
    Effect.gen(function* () {
      const { network } = input
      const symbol = network.nativeCurrency.symbol
      const btc = (sats: bigint) => formatAmount(sats, network.nativeCurrency.decimals)
      if (!input.native)
        return yield* new InvalidInput({ field: "token", reason: `only ${symbol} can be sent on ${network.name}` })
      const to = outputScript(network, input.to)
      if (to === undefined)
        return yield* invalidReceiver({ kind: "notOnNetwork", value: input.to, network: network.name })
      const from = outputScript(network, input.from)
      const spend = from === undefined ? undefined : spendFields(from, input.fromPublicKey)
      if (from === undefined || spend === undefined) {
        return yield* new InvalidInput({
          field: "from",
          reason:
            "this account cannot send from here: native SegWit and legacy accounts send, Taproot or wrapped SegWit ones when the wallet gives their public key"
        })
      }
      const minimum = dustThreshold(to)
      if (input.units < minimum)
        return yield* new BelowDustLimit({ amount: btc(input.units), minimum: btc(minimum), symbol })
      const rate = yield* feeRate(network, input.from, input.speed)
      const utxos = yield* esplora.utxos(network, input.from)
      const { legacy, ...fields } = spend
      const candidates = yield* Effect.forEach(
        utxos,
        (utxo): Effect.Effect<Candidate, ChainError | MissingNetwork> =>
          legacy === true
            ? Effect.map(esplora.rawTransaction(network, utxo.txid), (nonWitnessUtxo) => ({
                txid: utxo.txid,
                index: utxo.vout,
                nonWitnessUtxo
              }))
            : Effect.succeed({
                txid: utxo.txid,
                index: utxo.vout,
                witnessUtxo: { script: from, amount: BigInt(utxo.value) },
                ...fields
              })
      )
      const chosen = yield* Effect.try({
        try: () =>
          selectUTXO(candidates, [{ script: to, amount: input.units }], "default", {
            feePerByte: rate,
            changeAddress: input.from,
            network: bitcoinParams(network),
            createTx: true,
            bip69: true
          }),
        catch: (error) =>
          new ChainError({
            reason: "UnknownNodeError",
            details: `coin selection failed: ${String(error)}`,
            cause: error
          })
      })
      if (chosen === undefined || chosen.tx === undefined || chosen.fee === undefined) {
        const available = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
        const needed = input.units + rate * roughVbytes(utxos.length, [to, from])
        return yield* new InsufficientBalance({ needed: btc(needed), available: btc(available), symbol })
      }
      const tx = chosen.tx
      const plan: Plan = { psbt: tx.toPSBT(), txid: tx.id, indexes: chosen.inputs.map((_, index) => index) }
      return {
        fee: {
          amount: chosen.fee,
          units: BigInt(Math.ceil(chosen.weight / 4)),
          unit: "vbyte",
          rate: { value: rate, decimals: 0, unit: "sat/vB" },
          label: "fee"
        },
        plan
      } satisfies TransferQuote
    })

  const send: TransferAdapter["send"] = (session, input, quote) =>
    Effect.gen(function* () {
      const signer = session.signer
      if (!isBip122Signer(signer)) {
        return yield* new WalletRequestFailed({ method: "signPsbt", details: "the session is not a Bitcoin wallet's" })
      }
      const plan = quote.plan as Plan
      if (signer.signPsbt !== undefined) {
        const signed = yield* signer.signPsbt(
          plan.psbt,
          [{ address: input.from, indexes: plan.indexes }],
          input.network
        )
        const raw = yield* signedTransactionHex(signed, plan.txid)
        return yield* esplora.broadcast(input.network, raw)
      }
      if (signer.sendTransfer !== undefined) return yield* signer.sendTransfer(input.to, input.units, input.network)
      return yield* new WalletRequestFailed({
        method: "signPsbt",
        details: "the wallet neither signs PSBTs nor sends transfers"
      })
    })

  const confirm = (network: CaipNetwork, txid: string) =>
    esplora.status(network, txid).pipe(
      Effect.flatMap(
        (status): Effect.Effect<void, NotYet> => (status.confirmed ? Effect.void : Effect.fail(new NotYet()))
      ),
      Effect.retry({ while: (error) => error instanceof NotYet, schedule: Schedule.spaced(CONFIRM_POLL_MS) }),
      Effect.timeoutOrElse({
        duration: CONFIRM_TIMEOUT_MS,
        orElse: () =>
          Effect.fail(
            new ChainError({
              reason: "UnknownNodeError",
              details: `transaction ${txid} was not in a block within an hour`
            })
          )
      }),
      Effect.catchIf(
        (error): error is NotYet => error instanceof NotYet,
        () =>
          Effect.fail(new ChainError({ reason: "UnknownNodeError", details: `transaction ${txid} was not confirmed` }))
      )
    )

  return { feeRate, feeSpeeds: ["slow", "normal", "fast"], quote, send, confirm }
}
