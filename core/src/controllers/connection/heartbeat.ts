import { Effect } from "effect"
import { HEARTBEAT_MS } from "../../constants.js"
import type { WalletSession } from "../../connectors/session.js"
import type { RunInScope } from "./context.js"

/**
 * Every 5 s (SPEC §9, on the Clock) the session's wallet is pinged; a ping that fails or
 * is not answered within the next beat means the wallet's side is gone (the app closed, the
 * session deleted without a word), and `onDead` surfaces it as disconnected. Sessions that
 * cannot be pinged (injected wallets, which say when they disconnect) get no heartbeat.
 * Returns the function that stops it.
 */
export const startHeartbeat = (
  session: WalletSession,
  runInScope: RunInScope,
  onDead: Effect.Effect<void>
): (() => void) => {
  const ping = session.ping
  if (ping === undefined) return () => undefined
  // One beat: wait 5 s, ping; the answer is due by the next beat (both deadlines set at its start).
  const beat = Effect.sleep(HEARTBEAT_MS).pipe(
    Effect.andThen(Effect.suspend(ping)),
    Effect.timeoutOrElse({ duration: HEARTBEAT_MS * 2, orElse: () => Effect.fail("no answer within 5 s" as const) })
  )
  const fiber = runInScope(
    Effect.forever(beat).pipe(
      Effect.catch((reason) =>
        Effect.logWarning(
          `The ${session.connector.name} session on ${session.namespace} stopped answering (${typeof reason === "string" ? reason : reason.message}): disconnected`
        ).pipe(Effect.andThen(onDead))
      )
    )
  )
  return () => fiber.interruptUnsafe()
}
