// React 19 APIs where React has them, equivalents on React 18.3 (and on 19.0/19.1 for the two
// that came with 19.2). They are read from the namespace, not imported by name, so that a bundler
// building against React 18 finds no missing export.
import * as React from "react"
import { useCallback, useInsertionEffect, useRef, type ReactNode } from "react"

/** Absent from React 18 (`use`, `Activity`, `useEffectEvent`) or from 19.0 and 19.1 (`Activity`, `useEffectEvent`). */
const react19: Partial<Pick<typeof React, "use" | "useEffectEvent" | "Activity">> = React

/** React 19 hoists `<style href precedence>` into <head> once per `href`; React 18 renders it where it stands. */
const HOISTS_STYLES = Number.parseInt(React.version, 10) >= 19

// ---------------------------------------------------------------- use(promise)

type Settled<T> =
  | { readonly status: "pending" }
  | { readonly status: "fulfilled"; readonly value: T }
  | { readonly status: "rejected"; readonly reason: unknown }

const settled = new WeakMap<Promise<unknown>, Settled<unknown>>()

/** Suspends (throws the promise) until it settles, then returns its value or throws its error: what `use` does with a promise. */
const usePromiseFallback = <T,>(promise: Promise<T>): T => {
  const known = settled.get(promise) as Settled<T> | undefined
  if (known?.status === "fulfilled") return known.value
  if (known?.status === "rejected") throw known.reason
  if (known === undefined) {
    settled.set(promise, { status: "pending" })
    promise.then(
      (value) => settled.set(promise, { status: "fulfilled", value }),
      (reason: unknown) => settled.set(promise, { status: "rejected", reason })
    )
  }
  throw promise
}

/** The value of a promise, suspending until it settles (React's `use`, for promises). */
export const usePromise: <T>(promise: Promise<T>) => T = react19.use ?? usePromiseFallback

// ---------------------------------------------------------------- useEffectEvent

/** A stable function that always calls the latest `callback`: for effects, never during render. */
const useEffectEventFallback = <A extends Array<unknown>, R>(callback: (...args: A) => R): ((...args: A) => R) => {
  const latest = useRef(callback)
  // Before any effect of this commit runs (and a no-op on the server).
  useInsertionEffect(() => {
    latest.current = callback
  })
  return useCallback((...args: A) => latest.current(...args), [])
}

export const useEffectEvent: <A extends Array<unknown>, R>(callback: (...args: A) => R) => (...args: A) => R =
  react19.useEffectEvent ?? useEffectEventFallback

// ---------------------------------------------------------------- Activity

interface ActivityProps {
  readonly mode: "visible" | "hidden"
  readonly children?: ReactNode
}

/**
 * Without React's Activity, hidden content is not rendered: kept mounted it would run its
 * effects while hidden (the dialog's focus trap and scroll lock), which Activity does not.
 */
const ActivityFallback = ({ mode, children }: ActivityProps) => (mode === "visible" ? children : null)

/** React's `<Activity>` (19.2): hidden content stays rendered with its effects stopped. */
export const Activity = react19.Activity ?? ActivityFallback

/** Whether hidden content is rendered ahead (React's Activity) rather than at the moment it shows. */
export const RENDERS_HIDDEN_CONTENT = react19.Activity !== undefined

// ---------------------------------------------------------------- <style>

/**
 * A stylesheet: hoisted into <head> once per `href` on React 19, on the server and in the
 * browser alike; rendered in place on React 18, marked the same way (`data-href`). React 18's
 * server escapes a <style>'s text (`>` as `&gt;`), which the browser keeps as it is in a
 * <style>: so there the rules go in as HTML, ours and constant.
 */
export const HoistedStyle = ({ href, css }: { readonly href: string; readonly css: string }) =>
  HOISTS_STYLES ? (
    <style href={href} precedence="default">
      {css}
    </style>
  ) : (
    <style
      data-href={href}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the package's own stylesheet, a constant, never data
      dangerouslySetInnerHTML={{ __html: css }}
    />
  )
