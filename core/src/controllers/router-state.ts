import type { HistoryEntry, RouterData, View } from "./views.js"

export interface RouterState {
  readonly view: View
  readonly data: RouterData | undefined
  /** Oldest first; the last entry is the current view. */
  readonly history: ReadonlyArray<HistoryEntry>
  /** False while a transaction flow forbids going back (after a send starts). */
  readonly canGoBack: boolean
}

export const initialRouterState: RouterState = {
  view: "Connect",
  data: undefined,
  history: [{ view: "Connect" }],
  canGoBack: true
}
