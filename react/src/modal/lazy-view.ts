import { createElement, lazy, type ComponentType, type FunctionComponent } from "react"

export interface LazyView<P extends object> extends FunctionComponent<P> {
  /**
   * Starts loading the view's code; later renders then need no Suspense fallback.
   * A prefetch is opportunistic: it never rejects, and after a failed load the
   * next preload or render tries again.
   */
  readonly preload: () => Promise<void>
}

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
  const View = (props: P) => createElement(loaded ?? Suspending, props)
  return Object.assign(View, { preload })
}
