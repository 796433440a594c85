import { Cause, Clock, Effect, Exit, Fiber } from "effect"
import type { ConnectOptions, ConnectorImplementation, WalletError, WalletSession } from "../../connectors/session.js"
import { WALLETCONNECT_ID } from "../../connectors/connector-data.js"
import { StorageKeys } from "../../domain/storage-keys.js"
import { RequestAborted } from "../../errors.js"
import { isPairingExpired, pairingExpiryFrom } from "../../policy/pairing-expiry.js"
import { removeKey } from "../../services/storage/stored-values.js"
import type { ConnectionContext, WalletConnectAttempt } from "./context.js"
import { attemptInFlight } from "./store-state.js"

export interface Pairing {
  /** Connects through `implementation`: WalletConnect waits for the wallet to scan, reusing a live attempt where SPEC §4 says so. */
  readonly start: (
    implementation: ConnectorImplementation,
    options: ConnectOptions
  ) => Effect.Effect<ReadonlyArray<WalletSession>, WalletError>
  /** Stops waiting for the pending WalletConnect pairing; its `connect` fails with 'Request was aborted'. */
  readonly abandon: Effect.Effect<void>
  readonly pending: () => boolean
  /** Records the directory wallet the user opened (deep link) for the pairing in progress; forgets a failed connect. */
  readonly choose: (choice: WalletConnectAttempt) => Effect.Effect<void>
  /** The wallet chosen for the pairing in progress, forgotten as it is read. */
  readonly takeChoice: () => WalletConnectAttempt | undefined
  /** Clears URI, expiry, linking, recent wallet and a failed connect, sets disconnected, forgets the deep link. */
  readonly reset: () => Effect.Effect<void>
}

export const makePairing = (
  ctx: Pick<ConnectionContext, "store" | "platform" | "runInScope" | "withStorage">
): Pairing => {
  const { store, platform, runInScope } = ctx
  /** The WalletConnect attempt waiting for the wallet, if any. */
  let pendingPairing: Fiber.Fiber<ReadonlyArray<WalletSession>, WalletError> | undefined
  /** The directory wallet picked (and deep link opened) while a pairing waits. */
  let chosenWallet: WalletConnectAttempt | undefined

  /** A URI whose attempt has ended is dead: it leaves the state, so a view never shows one. */
  const forgetUri = store.update((state) => {
    const { wcUri: _uri, wcPairingExpiry: _expiry, ...rest } = state
    return rest
  })

  const abandon = Effect.suspend(() => {
    const pending = pendingPairing
    pendingPairing = undefined
    return pending === undefined ? Effect.void : Effect.andThen(Fiber.interrupt(pending), forgetUri)
  })

  const showUri = (uri: string) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      yield* store.update((state) => ({
        ...state,
        wcUri: uri,
        wcPairingExpiry: pairingExpiryFrom(now),
        wcError: false,
        buffering: false
      }))
    })

  const start = (implementation: ConnectorImplementation, options: ConnectOptions) => {
    // Another wallet chosen: the QR code shown so far no longer applies.
    if (implementation.connector.id !== WALLETCONNECT_ID)
      return Effect.andThen(abandon, implementation.connect(options))
    return Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const { wcUri, wcPairingExpiry } = store.get()
      // SPEC §4: on Telegram and iOS Safari, leaving for the wallet can reload the page's
      // context, so an attempt in flight (or its URI, while valid) is reused, not replaced.
      const reusable =
        (platform.isTelegram || platform.isSafariIos) &&
        pendingPairing !== undefined &&
        wcUri !== undefined &&
        !isPairingExpired(wcPairingExpiry, now)
      if (!reusable) {
        yield* abandon
        // Buffering: the SDK loads and creates the pairing; the URI ends it.
        yield* store.update((state) => ({ ...state, buffering: true }))
        pendingPairing = runInScope(
          implementation.connect({ ...options, onDisplayUri: (uri) => void runInScope(showUri(uri)) })
        )
      }
      const attempt = pendingPairing as Fiber.Fiber<ReadonlyArray<WalletSession>, WalletError>
      const exit = yield* Fiber.await(attempt)
      const current = pendingPairing === attempt
      if (current) pendingPairing = undefined
      if (Exit.isSuccess(exit)) return exit.value
      if (current) yield* forgetUri
      // Replaced by a newer attempt, or cancelled: a typed outcome, not a bare interruption.
      if (Cause.hasInterruptsOnly(exit.cause)) return yield* new RequestAborted()
      return yield* Effect.failCause(exit.cause)
    })
  }

  return {
    start,
    abandon,
    pending: () => pendingPairing !== undefined,
    choose: (choice) =>
      Effect.suspend(() => {
        chosenWallet = choice
        // A wallet chosen anew: a failed attempt no longer shows (its view asks afresh).
        return store.update((state) => ({
          ...state,
          attempt: attemptInFlight(state.attempt),
          ...(choice.linking === undefined ? {} : { wcLinking: choice.linking })
        }))
      }),
    takeChoice: () => {
      const choice = chosenWallet
      chosenWallet = undefined
      return choice
    },
    reset: () =>
      Effect.gen(function* () {
        chosenWallet = undefined
        yield* store.update((state) => {
          const { wcUri: _uri, wcPairingExpiry: _expiry, wcLinking: _linking, recentWallet: _recent, ...rest } = state
          return { ...rest, status: "disconnected" as const, attempt: attemptInFlight(rest.attempt) }
        })
        yield* ctx.withStorage(removeKey(StorageKeys.deepLink))
      })
  }
}
