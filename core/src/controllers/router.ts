import { Context, Effect, Layer } from "effect"
import { initialRouterState, type RouterState } from "./router-state.js"
import { makeStore, type Store } from "./store.js"
import type { HistoryEntry, RouterData, View } from "./views.js"

export type BackOutcome = "popped" | "close"

const stateOf = (history: ReadonlyArray<HistoryEntry>, canGoBack: boolean): RouterState => {
  const current = history.at(-1) ?? { view: "Connect" as const }
  return { view: current.view, data: current.data, history, canGoBack: canGoBack && history.length > 1 }
}

/**
 * The modal's navigation history (SPEC §2): push (unless already current),
 * reset, replace, and back, which tells the caller to close the modal when one
 * view is left or when UnsupportedChain is in the history.
 */
export class Router extends Context.Service<
  Router,
  {
    readonly store: Store<RouterState>
    readonly push: (view: View, data?: RouterData) => Effect.Effect<void>
    readonly reset: (view: View, data?: RouterData) => Effect.Effect<void>
    readonly replace: (view: View, data?: RouterData) => Effect.Effect<void>
    readonly back: () => Effect.Effect<BackOutcome>
    /** After a send starts: `view` (Account) becomes the only entry, with no back option. */
    readonly pushTransactionStack: (view: View) => Effect.Effect<void>
  }
>()("gangway/Router") {
  static readonly layer = Layer.sync(Router, () => {
    const store = makeStore(initialRouterState)
    const entry = (view: View, data: RouterData | undefined): HistoryEntry => ({ view, data })
    return {
      store,
      push: (view, data) =>
        store.update((state) => (state.view === view ? state : stateOf([...state.history, entry(view, data)], true))),
      reset: (view, data) => store.set(stateOf([entry(view, data)], true)),
      replace: (view, data) =>
        store.update((state) => stateOf([...state.history.slice(0, -1), entry(view, data)], state.canGoBack)),
      back: () =>
        Effect.sync(() => {
          const state = store.get()
          const blocked = state.history.some((item) => item.view === "UnsupportedChain")
          return state.history.length <= 1 || blocked || !state.canGoBack ? "close" : "popped"
        }).pipe(
          Effect.tap((outcome) =>
            outcome === "popped" ? store.update((state) => stateOf(state.history.slice(0, -1), true)) : Effect.void
          )
        ),
      pushTransactionStack: (view) => store.set(stateOf([entry(view, undefined)], false))
    }
  })
}
