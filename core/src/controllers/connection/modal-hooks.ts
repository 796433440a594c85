import { Effect, Layer, Option } from "effect"
import { Auth } from "../auth/auth.js"
import { Connection } from "../connection.js"
import { ModalHooks } from "../modal.js"

/**
 * What the modal's events do to the connection (SPEC §2):
 * - backing out of Farcaster before an account arrived abandons the attempt in flight, reloads
 *   the auth connector's frame (its sign-in dropped, the app's data synced again) and re-syncs
 *   the connection with what storage remembers;
 * - cancelling a required sign-in stops a pairing that still waits (a WalletConnect one-click
 *   sign-in) and ends the session, since the dApp does not accept an account without it.
 */
export const connectionModalHooks = Layer.effect(
  ModalHooks,
  Effect.gen(function* () {
    const connection = yield* Connection
    return {
      reloadAuthAndSync: Effect.gen(function* () {
        yield* connection.cancelConnect()
        // Read when the hook runs: the client's runtime holds the auth controller beside these hooks.
        const auth = yield* Effect.serviceOption(Auth)
        if (Option.isSome(auth)) yield* auth.value.reload()
        yield* connection.reconnect()
      }),
      disconnectForSignIn: connection.cancelConnect().pipe(
        Effect.andThen(connection.disconnect()),
        Effect.catch((error) => Effect.logWarning(`Cancelling sign-in could not end the session: ${error.message}`))
      )
    }
  })
)
