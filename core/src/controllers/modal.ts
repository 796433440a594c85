import { Context, Effect, FiberHandle, Layer } from "effect"
import { FARCASTER_BACK_RESYNC_MS, SHAKE_FLAG_MS } from "../constants.js"
import type { ChainNamespace } from "../domain/namespace.js"
import { Platform } from "../services/platform/platform.js"
import { initialModalState, type ModalState } from "./modal-state.js"
import { makeStore, type Store } from "./store.js"
import { Chains } from "./chain.js"
import { Router } from "./router.js"
import { SignIn } from "./sign-in.js"
import type { RouterData, View } from "./views.js"

/**
 * Work other parts of the product attach to modal events: the connection abandons its
 * attempt and re-syncs when the user backs out of Farcaster, and ends the session when a
 * required sign-in is cancelled (connection/modal-hooks.ts). Read when the event happens,
 * from the caller's context; without a connection there is nothing to do.
 */
export class ModalHooks extends Context.Reference<{
  readonly reloadAuthAndSync: Effect.Effect<void>
  readonly disconnectForSignIn: Effect.Effect<void>
}>("gangway/ModalHooks", {
  defaultValue: () => ({ reloadAuthAndSync: Effect.void, disconnectForSignIn: Effect.void })
}) {}

export interface OpenOptions {
  readonly view?: View | undefined
  readonly data?: RouterData | undefined
}

export class Modal extends Context.Service<
  Modal,
  {
    readonly store: Store<ModalState>
    readonly open: (options?: OpenOptions) => Effect.Effect<void>
    /** Closes unless closing is disabled; then it shakes and answers false. */
    readonly close: () => Effect.Effect<boolean>
    readonly back: () => Effect.Effect<void>
    readonly shake: () => Effect.Effect<void>
    readonly cancelSignIn: () => Effect.Effect<void>
    readonly closingDisabled: () => boolean
  }
>()("gangway/Modal") {
  static layer(options: { readonly adapters: ReadonlyArray<ChainNamespace>; readonly basic?: boolean }) {
    return Layer.effect(
      Modal,
      Effect.gen(function* () {
        const router = yield* Router
        const chains = yield* Chains
        const signIn = yield* SignIn
        const platform = yield* Platform
        const shakeTimer = yield* FiberHandle.make<void, never>()
        const farcasterTimer = yield* FiberHandle.make<void, never>()
        const store = makeStore<ModalState>(initialModalState)

        const address = () => chains.activeAccount()?.address
        const defaultView = (): View => {
          if (address() !== undefined) return "Account"
          if (platform.isMobile && options.adapters.length === 0) return "AllWallets"
          // Basic mode: WalletConnect is the one way in, so its pairing code is the first view.
          if (options.basic === true) return "ConnectingWalletConnectBasic"
          return "Connect"
        }
        const closingDisabled = () => {
          const connected = address()
          // A session for the account on another network does not count: the switch asks again.
          return (
            connected !== undefined &&
            signIn.store.get().required &&
            !signIn.hasSessionFor(connected, chains.store.get().activeCaipNetwork?.caipNetworkId)
          )
        }

        const shake = () =>
          store
            .update((state) => ({ ...state, shake: true }))
            .pipe(
              Effect.andThen(
                FiberHandle.run(shakeTimer)(
                  Effect.sleep(SHAKE_FLAG_MS).pipe(
                    Effect.andThen(store.update((state) => ({ ...state, shake: false })))
                  )
                )
              ),
              Effect.asVoid
            )

        const forceClose = Effect.gen(function* () {
          yield* store.update((state) => ({ ...state, open: false, loading: false }))
          yield* router.reset(defaultView())
        })

        const close = () =>
          Effect.suspend(() => (closingDisabled() ? Effect.as(shake(), false) : Effect.as(forceClose, true)))

        const open = (openOptions?: OpenOptions) =>
          Effect.gen(function* () {
            yield* store.update((state) => ({ ...state, open: true, loading: true }))
            yield* router.reset(openOptions?.view ?? defaultView(), openOptions?.data)
            yield* store.update((state) => ({ ...state, loading: false }))
          })

        const back = () =>
          Effect.gen(function* () {
            const hooks = yield* ModalHooks
            const leavingFarcaster = router.store.get().view === "ConnectingFarcaster" && address() === undefined
            const outcome = yield* router.back()
            if (outcome === "close") yield* close()
            if (leavingFarcaster) {
              yield* FiberHandle.run(farcasterTimer)(
                Effect.sleep(FARCASTER_BACK_RESYNC_MS).pipe(Effect.andThen(hooks.reloadAuthAndSync))
              )
            }
          })

        const cancelSignIn = () =>
          Effect.gen(function* () {
            const hooks = yield* ModalHooks
            const required = signIn.store.get().required
            yield* signIn.cancelled()
            yield* router.reset("Connect")
            if (required) yield* hooks.disconnectForSignIn
            else yield* forceClose
          })

        return { store, open, close, back, shake, cancelSignIn, closingDisabled }
      })
    )
  }
}
