import type { View } from "@gangway/core"
import { Suspense, useEffect, useSyncExternalStore } from "react"
import { createPortal } from "react-dom"
import { useGangwayContext } from "../context.js"
import { selectModalOpen } from "../hooks/selectors.js"
import { useGangwayState } from "../hooks/use-gangway-state.js"
import { useIsClient } from "../internal/use-is-client.js"
import { lazyView, type ViewRegistry } from "./lazy-view.js"

// The shell (dialog, toasts, the modal's stylesheet) is a chunk of its own: the page's first
// paint draws only the buttons.
const ModalShell = lazyView<{ readonly open: boolean }>(() =>
  import("./modal-shell.js").then((module) => module.ModalShell)
)

let prepared = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Loads the modal's shell and keeps it rendered, hidden while closed, so that opening it only
 * reveals it: the buttons call this as the visitor heads for them (pointer, focus), and the
 * modal itself once the client has loaded. The shell is rendered once its code is here: a
 * render that suspended would have React hold the reveal back (~300 ms) even after it arrives.
 */
export const prepareModal = (): Promise<void> =>
  ModalShell.preload().then(() => {
    if (prepared || !ModalShell.isLoaded()) return
    prepared = true
    for (const listener of listeners) listener()
  })

let registry: ViewRegistry | undefined
const loadRegistry = () => import("./views.js").then((views) => (registry = views.viewComponents))

/** Loads a view's code through the views' registry, itself in a chunk: the buttons call it as the visitor heads for them. */
export const preloadView = (view: View): Promise<void> =>
  loadRegistry().then(
    (views) => views[view]?.preload(),
    () => undefined
  )

/** Whether opening on `view` paints it at once: the shell and the view's code are here. */
export const modalReadyFor = (view: View): boolean => prepared && registry?.[view]?.isLoaded() === true

/**
 * Resolves once opening on `view` paints it at once, or after `patienceMs`: a click made while
 * the code is still on its way opens the modal when it arrives, not a skeleton that React would
 * keep ~300 ms; on a network slower than the patience the skeleton shows meanwhile.
 */
export const readyToOpen = (view: View, patienceMs: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, patienceMs)
    void Promise.all([prepareModal(), preloadView(view)]).then(() => {
      clearTimeout(timer)
      resolve()
    })
  })

/**
 * The modal and the toasts, portalled into `document.body`. Mounted by
 * `<GangwayProvider>`; renders nothing on the server or during hydration, nor before the
 * modal is wanted.
 */
export const GangwayModal = () => {
  const isClient = useIsClient()
  const open = useGangwayState(selectModalOpen)
  const shown = useSyncExternalStore(
    subscribe,
    () => prepared,
    () => false
  )
  const { client } = useGangwayContext()
  // The client's toasts need their live region.
  useEffect(() => {
    if (client !== undefined) void prepareModal()
  }, [client])
  if (!isClient || !(open || shown)) return null
  return createPortal(
    <Suspense fallback={null}>
      <ModalShell open={open} />
    </Suspense>,
    document.body
  )
}
