// Light on purpose: it lists the page's Polkadot extensions before any @polkadot library loads.
import { Schema } from "effect"
import type { Connector } from "../../domain/connector.js"
import { injectedExtensionIdentity } from "./extension-identity.js"

/** An entry of `window.injectedWeb3` as extensions write it: a version and `enable(originName)`. */
const InjectedEntry = Schema.Struct({
  version: Schema.optional(Schema.String),
  enable: Schema.declare((value: unknown): value is (origin: string) => Promise<unknown> => typeof value === "function")
})
const isInjectedEntry = Schema.is(InjectedEntry)

const injectedExtensionConnectorData = (key: string, entry: unknown): Connector => ({
  ...injectedExtensionIdentity(key),
  type: "ANNOUNCED",
  chain: "polkadot",
  provider: entry
})

/** The extensions in `window.injectedWeb3` that have the shape Gangway talks to. */
const injectedExtensions = (injected: unknown): ReadonlyArray<Connector> => {
  if (typeof injected !== "object" || injected === null) return []
  return Object.entries(injected as Record<string, unknown>)
    .slice(0, 32)
    .flatMap(([key, entry]) =>
      key.length <= 64 && isInjectedEntry(entry) ? [injectedExtensionConnectorData(key, entry)] : []
    )
}

type InjectedWindow = Window & { injectedWeb3?: unknown; [LISTENERS]?: Set<() => void> }

// Every client in the page listens through one accessor: the listeners live on the window.
const LISTENERS = Symbol.for("gangway.injectedWeb3.listeners")

/**
 * Calls `onWrite` after each write to `window.injectedWeb3`: the object replaced
 * (`injectedWeb3 = { ...injectedWeb3, name }`) or an entry added
 * (`injectedWeb3[name] = …`, what @polkadot/extension-inject does). The entries
 * stay the page's own objects; once nothing listens, the current value is a plain property again.
 */
const onInjectedWrites = (page: InjectedWindow, onWrite: () => void): (() => void) => {
  let listeners = page[LISTENERS]
  if (listeners === undefined) {
    const descriptor = Object.getOwnPropertyDescriptor(page, "injectedWeb3")
    // Something else owns the property (not configurable, an accessor): reading at `load` is all there is.
    if (descriptor !== undefined && (descriptor.configurable !== true || descriptor.get !== undefined)) return () => {}
    const all = new Set<() => void>()
    const notify = () => {
      for (const listener of all) listener()
    }
    const observed = (value: unknown) =>
      typeof value === "object" && value !== null
        ? new Proxy(value, {
            set: (target, key, entry) => {
              const done = Reflect.set(target, key, entry)
              notify()
              return done
            }
          })
        : value
    let current = observed(page.injectedWeb3 ?? {})
    Object.defineProperty(page, "injectedWeb3", {
      configurable: true,
      enumerable: true,
      get: () => current,
      set: (value: unknown) => {
        current = observed(value)
        notify()
      }
    })
    listeners = all
    page[LISTENERS] = all
  }
  const own = listeners
  own.add(onWrite)
  return () => {
    own.delete(onWrite)
    if (own.size > 0 || page[LISTENERS] !== own) return
    const value = page.injectedWeb3
    delete page[LISTENERS]
    Object.defineProperty(page, "injectedWeb3", { configurable: true, enumerable: true, writable: true, value })
  }
}

/**
 * The page's Polkadot extensions, live until the returned function is called.
 * Extensions write `window.injectedWeb3` from their content scripts, some after
 * the page has loaded (and a wallet that derives its keys first, later still):
 * it is read now, at `load`, and after each write to it.
 */
export const watchPolkadotExtensions = (onChange: (connectors: ReadonlyArray<Connector>) => void): (() => void) => {
  if (typeof window === "undefined" || typeof window.addEventListener !== "function") return () => {}
  const page = window as InjectedWindow
  const report = () => onChange(injectedExtensions(page.injectedWeb3))
  const stopWrites = onInjectedWrites(page, report)
  report()
  window.addEventListener("load", report, { once: true })
  return () => {
    stopWrites()
    window.removeEventListener("load", report)
  }
}
