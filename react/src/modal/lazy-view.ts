import { createElement, lazy, type ComponentType, type FunctionComponent } from "react"

export interface LazyView<P extends object> extends FunctionComponent<P> {
  /** Starts loading the view's code; later renders then need no Suspense fallback. */
  readonly preload: () => Promise<unknown>
}

/**
 * A view whose code loads on first use (or on `preload`). Once loaded it
 * renders synchronously, so an already-fetched flow never flashes the skeleton.
 */
export const lazyView = <P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> => {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component
      return component
    }))
  const Suspending = lazy(() => preload().then((component) => ({ default: component })))
  const View = (props: P) => createElement(loaded ?? Suspending, props)
  return Object.assign(View, { preload })
}
