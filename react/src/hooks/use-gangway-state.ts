import type { GangwayState } from "@gangway/core"
import { structurallyEqual } from "@gangway/core/light"
import { useCallback, useRef, useSyncExternalStore } from "react"
import { useGangwayContext } from "../context.js"

interface Memo<A> {
  state: GangwayState | undefined
  selector: ((state: GangwayState) => A) | undefined
  selection: A | undefined
}

const emptyMemo = <A>(): Memo<A> => ({ state: undefined, selector: undefined, selection: undefined })

/**
 * Keeps returning the previous selection while the new one is structurally
 * equal, so `useSyncExternalStore` sees a stable snapshot even when the
 * selector builds a new object on every call.
 */
const select = <A>(memo: Memo<A>, state: GangwayState, selector: (state: GangwayState) => A): A => {
  if (memo.selector === selector && memo.state === state) return memo.selection as A
  const next = selector(state)
  const unchanged = memo.selector !== undefined && structurallyEqual(next, memo.selection)
  memo.state = state
  memo.selector = selector
  if (!unchanged) memo.selection = next
  return memo.selection as A
}

/**
 * Reads a slice of the client's state through `client.subscribe(selector, …)`:
 * the component re-renders only when the selection changes structurally.
 * Pass a stable selector (defined outside the component, or memoised): a new
 * function on each render subscribes anew each render.
 */
export const useGangwayState = <A>(selector: (state: GangwayState) => A): A => {
  const { client, initialState, waiting } = useGangwayContext()
  const liveMemo = useRef<Memo<A>>(emptyMemo())
  const serverMemo = useRef<Memo<A>>(emptyMemo())
  // Before a lazily loaded client is there, the provider's waiting state stands in for it.
  const subscribe = useCallback(
    (onChange: () => void) =>
      client === undefined ? waiting.subscribe(onChange) : client.subscribe(selector, onChange),
    [client, waiting, selector]
  )
  return useSyncExternalStore(
    subscribe,
    () => select(liveMemo.current, client?.getState() ?? waiting.getState(), selector),
    () => select(serverMemo.current, initialState, selector)
  )
}
