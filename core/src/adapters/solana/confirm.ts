import { Effect, Schedule } from "effect"
import type { Signature } from "@solana/kit"
import { ChainError } from "../../errors.js"
import type { SolanaRpc } from "./rpc.js"
import { statusesAnswer } from "./rpc-answers.js"

/** How often the cluster is asked whether a transaction landed: about one slot. */
const SIGNATURE_POLL_MS = 400
/** How long a transaction may take to confirm before the send is reported as failed (a blockhash lives ~60 s). */
const SIGNATURE_CONFIRM_TIMEOUT_MS = 90_000

class NotYet {
  readonly _tag = "NotYet"
}

/** Waits (on the Clock) until the signature is confirmed; a transaction that failed on chain is a chain error. */
export const confirmSignature = (rpc: SolanaRpc, signature: string): Effect.Effect<void, ChainError> =>
  Effect.tryPromise({
    try: () => rpc.getSignatureStatuses([signature as Signature]).send(),
    catch: (error) => new ChainError({ reason: "UnknownNodeError", details: String(error), cause: error })
  }).pipe(
    Effect.flatMap(statusesAnswer),
    Effect.flatMap(({ value }): Effect.Effect<void, ChainError | NotYet> => {
      const status = value[0]
      if (status === null || status === undefined || status.confirmationStatus === "processed")
        return Effect.fail(new NotYet())
      if (status.err !== null) {
        return Effect.fail(
          new ChainError({
            reason: "ExecutionReverted",
            details: `transaction ${signature} failed: ${JSON.stringify(status.err, (_, v) => (typeof v === "bigint" ? v.toString() : v))}`
          })
        )
      }
      return Effect.void
    }),
    Effect.retry({ while: (error) => error instanceof NotYet, schedule: Schedule.spaced(SIGNATURE_POLL_MS) }),
    Effect.timeoutOrElse({
      duration: SIGNATURE_CONFIRM_TIMEOUT_MS,
      orElse: () =>
        Effect.fail(
          new ChainError({ reason: "UnknownNodeError", details: `transaction ${signature} was not confirmed in time` })
        )
    }),
    Effect.catchIf(
      (error): error is NotYet => error instanceof NotYet,
      () =>
        Effect.fail(
          new ChainError({ reason: "UnknownNodeError", details: `transaction ${signature} was not confirmed` })
        )
    )
  )
