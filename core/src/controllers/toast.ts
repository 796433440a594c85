import { Context, Effect, FiberHandle, Layer } from "effect"
import { TOAST_RESHOW_DELAY_MS } from "../constants.js"
import {
  initialToastState,
  type ToastAbout,
  type ToastError,
  type ToastState,
  type ToastVariant
} from "./toast-state.js"
import { makeStore, type Store } from "./store.js"
import { noticeMessages, type NoticeKey } from "../i18n/notices-messages.js"

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
    readonly show: (variant: ToastVariant, message: string, about?: ToastAbout) => Effect.Effect<void>
    /** An error toast of a core error: its English message, and the error for a UI to translate. */
    readonly showError: (error: ToastError) => Effect.Effect<void>
    /** A notice toast by its key in the `notices` namespace. */
    readonly showNotice: (variant: ToastVariant, notice: NoticeKey) => Effect.Effect<void>
    readonly hide: () => Effect.Effect<void>
  }
>()("gangway/Toast") {
  static readonly layer = Layer.effect(
    Toast,
    Effect.gen(function* () {
      const store = makeStore<ToastState>(initialToastState)
      const timer = yield* FiberHandle.make<void, never>()

      const display = (variant: ToastVariant, message: string, about: ToastAbout | undefined) =>
        Effect.gen(function* () {
          yield* store.set({ open: true, variant, message, about })
          if (variant === "loading") return
          yield* Effect.sleep(TOAST_VISIBLE_MS)
          yield* store.update((state) => ({ ...state, open: false }))
        })

      const show = (variant: ToastVariant, message: string, about?: ToastAbout) =>
        Effect.gen(function* () {
          const wasOpen = store.get().open
          if (wasOpen) yield* store.update((state) => ({ ...state, open: false }))
          const shown = wasOpen
            ? Effect.sleep(TOAST_RESHOW_DELAY_MS).pipe(Effect.andThen(display(variant, message, about)))
            : display(variant, message, about)
          yield* FiberHandle.run(timer)(shown)
        })

      const hide = () =>
        FiberHandle.clear(timer).pipe(Effect.andThen(store.update((state) => ({ ...state, open: false }))))

      const showError = (error: ToastError) => show("error", error.message, { kind: "error", error })
      const showNotice = (variant: ToastVariant, notice: NoticeKey) =>
        show(variant, noticeMessages.en[notice], { kind: "notice", notice })

      return { store, show, showError, showNotice, hide }
    })
  )
}
