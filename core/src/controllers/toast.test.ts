import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect } from "vitest"
import { itEffect } from "../../test/effect-test.js"
import { Toast, TOAST_VISIBLE_MS } from "./toast.js"
import { CooldownActive } from "../errors.js"

const withToast = <A, E>(f: (toast: Toast["Service"]) => Effect.Effect<A, E>) =>
  Effect.flatMap(Toast, f).pipe(Effect.provide(Toast.layer))

describe("toasts", () => {
  itEffect("shows success, error and loading", () =>
    withToast((toast) =>
      Effect.gen(function* () {
        yield* toast.show("loading", "Authenticating...")
        expect(toast.store.get()).toEqual({ open: true, variant: "loading", message: "Authenticating..." })
      })
    )
  )

  itEffect("an error or a notice toast keeps its English text and says what it is, for a UI to translate", () =>
    withToast((toast) =>
      Effect.gen(function* () {
        const error = new CooldownActive({ secondsLeft: 12 })
        yield* toast.showError(error)
        expect(toast.store.get()).toEqual({
          open: true,
          variant: "error",
          message: "Please try again after 12 seconds",
          about: { kind: "error", error }
        })
        yield* toast.hide()
        yield* toast.showNotice("success", "transactionStarted")
        expect(toast.store.get()).toEqual({
          open: true,
          variant: "success",
          message: "Transaction started",
          about: { kind: "notice", notice: "transactionStarted" }
        })
      })
    )
  )

  itEffect("when one is open, it is hidden and the new one shown after 150 ms", () =>
    withToast((toast) =>
      Effect.gen(function* () {
        yield* toast.show("loading", "Authenticating...")
        yield* toast.show("success", "Transaction started")
        expect(toast.store.get().open).toBe(false)
        yield* TestClock.adjust("149 millis")
        expect(toast.store.get().open).toBe(false)
        yield* TestClock.adjust("1 millis")
        expect(toast.store.get()).toEqual({ open: true, variant: "success", message: "Transaction started" })
      })
    )
  )

  itEffect("success and error hide by themselves; loading stays", () =>
    withToast((toast) =>
      Effect.gen(function* () {
        yield* toast.show("error", "Failed to send transaction. Please try again.")
        yield* TestClock.adjust(TOAST_VISIBLE_MS - 1)
        expect(toast.store.get().open).toBe(true)
        yield* TestClock.adjust(1)
        expect(toast.store.get().open).toBe(false)
        yield* toast.show("loading", "Authenticating...")
        yield* TestClock.adjust("1 hour")
        expect(toast.store.get().open).toBe(true)
      })
    )
  )

  itEffect("a newer toast cancels the pending one", () =>
    withToast((toast) =>
      Effect.gen(function* () {
        yield* toast.show("success", "first")
        yield* toast.show("success", "second")
        yield* toast.show("error", "third")
        yield* TestClock.adjust("150 millis")
        expect(toast.store.get()).toEqual({ open: true, variant: "error", message: "third" })
      })
    )
  )

  itEffect("hide closes it at once", () =>
    withToast((toast) =>
      Effect.gen(function* () {
        yield* toast.show("loading", "Authenticating...")
        yield* toast.hide()
        expect(toast.store.get().open).toBe(false)
      })
    )
  )
})
