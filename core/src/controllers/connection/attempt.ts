import { Cause, Clock, Effect, Exit, Option } from "effect"
import type { WalletError } from "../../connectors/session.js"
import { RequestAborted, WalletRequestFailed } from "../../errors.js"
import type { Store } from "../store.js"
import type { ConnectAttempt, ConnectionStoreState } from "./store-state.js"

/** Why a connect ended, typed: an interruption is an abort, a defect the wallet's failure to connect. */
const failureOf = (cause: Cause.Cause<WalletError>): WalletError =>
  Option.getOrElse(Cause.findErrorOption(cause), () =>
    Cause.hasInterruptsOnly(cause)
      ? new RequestAborted()
      : new WalletRequestFailed({ method: "connect", details: Cause.pretty(cause), cause })
  )

/**
 * Runs `connect` as the connection's attempt for `connectorId`: the state shows it from its first
 * step, then how it ended, unless something newer replaced it meanwhile (another attempt, the modal
 * closing): a failure stays, typed, until then; a success leaves no attempt.
 */
export const asAttempt =
  (store: Store<ConnectionStoreState>) =>
  <A, R>(connect: Effect.Effect<A, WalletError, R>, connectorId: string): Effect.Effect<A, WalletError, R> =>
    Effect.gen(function* () {
      const started: ConnectAttempt = { connectorId, status: "connecting", startedAt: yield* Clock.currentTimeMillis }
      yield* store.update((state) => ({ ...state, attempt: started }))
      const settle = (exit: Exit.Exit<A, WalletError>) =>
        store.update((state) =>
          state.attempt !== started
            ? state
            : {
                ...state,
                attempt: Exit.isSuccess(exit)
                  ? undefined
                  : { ...started, status: "failed", error: failureOf(exit.cause) }
              }
        )
      return yield* Effect.onExit(connect, settle)
    })
