// Light on purpose: it lists the page's Polkadot extensions before any @polkadot library loads.
import { Schema } from "effect"
import type { Connector } from "../../domain/connector.js"

/** An entry of `window.injectedWeb3` as extensions write it: a version and `enable(originName)`. */
const InjectedEntry = Schema.Struct({
  version: Schema.optional(Schema.String),
  enable: Schema.declare((value: unknown): value is (origin: string) => Promise<unknown> => typeof value === "function")
})
const isInjectedEntry = Schema.is(InjectedEntry)

/** The names the well-known extensions go by; others are listed under their key. */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  "polkadot-js": "polkadot{.js}",
  talisman: "Talisman",
  "subwallet-js": "SubWallet"
}

export const injectedExtensionConnectorData = (key: string, entry: unknown): Connector => ({
  id: `injected-web3:${key}`,
  name: KNOWN_NAMES[key] ?? key,
  type: "ANNOUNCED",
  chain: "polkadot",
  provider: entry
})

/** The extensions in `window.injectedWeb3` that have the shape Gangway talks to. */
export const injectedExtensions = (injected: unknown): ReadonlyArray<Connector> => {
  if (typeof injected !== "object" || injected === null) return []
  return Object.entries(injected as Record<string, unknown>)
    .slice(0, 32)
    .flatMap(([key, entry]) => (key.length <= 64 && isInjectedEntry(entry) ? [injectedExtensionConnectorData(key, entry)] : []))
}

/**
 * The page's Polkadot extensions, live until the returned function is called.
 * Extensions write `window.injectedWeb3` from their content scripts, some only
 * once the page has loaded: it is read now and again at `load`.
 */
export const watchPolkadotExtensions = (onChange: (connectors: ReadonlyArray<Connector>) => void): (() => void) => {
  if (typeof window === "undefined" || typeof window.addEventListener !== "function") return () => {}
  const report = () => onChange(injectedExtensions((window as { injectedWeb3?: unknown }).injectedWeb3))
  report()
  if (document.readyState === "complete") return () => {}
  window.addEventListener("load", report, { once: true })
  return () => window.removeEventListener("load", report)
}
