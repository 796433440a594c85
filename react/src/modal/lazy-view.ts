import type { View } from "@gangway/core"
import { createElement, lazy, type ComponentType, type FunctionComponent } from "react"

export interface LazyView<P extends object> extends FunctionComponent<P> {
  /**
   * Starts loading the view's code; later renders then need no Suspense fallback.
   * A prefetch is opportunistic: it never rejects, and after a failed load the
   * next preload or render tries again.
   */
  readonly preload: () => Promise<void>
  /** Whether the code is here: a render now paints the view itself, not a Suspense fallback. */
  readonly isLoaded: () => boolean
}

/** The code of each view the modal shows at once (modal/views.ts): the others come through `LateView`. */
export type ViewRegistry = Partial<Record<View, LazyView<object>>>

/**
 * A view whose code loads on first use (or on `preload`). Once loaded it
 * renders synchronously, so an already-fetched flow never flashes the skeleton.
 */
export const lazyView = <P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> => {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      }
    ))
  const preload = () =>
    loadOnce().then(
      () => undefined,
      () => undefined
    )
  const Suspending = lazy(() => loadOnce().then((component) => ({ default: component })))
  // biome-ignore lint/correctness/noComponentHookFactories: a registry entry made once per view at module level, not during a render
  const View = (props: P) => createElement(loaded ?? Suspending, props)
  return Object.assign(View, { preload, isLoaded: () => loaded !== undefined })
}

/**
 * A view whose code ships in the chunk that names it. `component` is read at render, not at
 * import: the view's module may import the registry back.
 */
export const bundledView = <P extends object>(component: () => ComponentType<P>): LazyView<P> =>
  Object.assign((props: P) => createElement(component(), props), {
    preload: () => Promise.resolve(),
    isLoaded: () => true
  })
