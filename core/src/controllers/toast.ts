import { Context, Effect, FiberHandle, Layer } from "effect"
import { TOAST_RESHOW_DELAY_MS } from "../constants.js"
import { initialToastState } from "../state/initial-state.js"
import { makeStore, type Store } from "../state/store.js"

export type ToastVariant = "success" | "error" | "loading"

export interface ToastState {
  readonly open: boolean
  readonly variant: ToastVariant
  readonly message: string
}

/** How long a success or error toast stays; a loading toast stays until replaced or hidden. */
export const TOAST_VISIBLE_MS = 3_000

/**
 * One toast at a time (SPEC §2): when one is open it is hidden and the new
 * one shown after 150 ms, so the change is visible.
 */
export class Toast extends Context.Service<
  Toast,
  {
    readonly store: Store<ToastState>
    readonly show: (variant: ToastVariant, message: string) => Effect.Effect<void>
    readonly hide: () => Effect.Effect<void>
  }
>()("gangway/Toast") {
  static readonly layer = Layer.effect(
    Toast,
    Effect.gen(function* () {
      const store = makeStore<ToastState>(initialToastState)
      const timer = yield* FiberHandle.make<void, never>()

      const display = (variant: ToastVariant, message: string) =>
        Effect.gen(function* () {
          yield* store.set({ open: true, variant, message })
          if (variant === "loading") return
          yield* Effect.sleep(TOAST_VISIBLE_MS)
          yield* store.update((state) => ({ ...state, open: false }))
        })

      const show = (variant: ToastVariant, message: string) =>
        Effect.gen(function* () {
          const wasOpen = store.get().open
          if (wasOpen) yield* store.update((state) => ({ ...state, open: false }))
          const shown = wasOpen
            ? Effect.sleep(TOAST_RESHOW_DELAY_MS).pipe(Effect.andThen(display(variant, message)))
            : display(variant, message)
          yield* FiberHandle.run(timer)(shown)
        })

      const hide = () =>
        FiberHandle.clear(timer).pipe(Effect.andThen(store.update((state) => ({ ...state, open: false }))))

      return { store, show, hide }
    })
  )
}
