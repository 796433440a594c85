import "../index.js" // one chunk for the first bundle in esbuild: see index.ts
import type { Connector } from "@gangway/core"
// The id and name the client gives these extensions, so that a row keeps its name, and a wallet
// in several namespaces its single row, when the client takes over.
import { injectedExtensionIdentity } from "@gangway/core/display"

/**
 * The Polkadot extensions in `window.injectedWeb3` (entries with an `enable` function), by key
 * only and as data: no @polkadot code, and the entries themselves wait for the client.
 */
const injectedExtensionsData = (): ReadonlyArray<Connector> => {
  const injected = (window as { injectedWeb3?: unknown }).injectedWeb3
  if (typeof injected !== "object" || injected === null) return []
  return Object.entries(injected)
    .slice(0, 32)
    .flatMap(([key, entry]) =>
      key.length <= 64 && typeof (entry as { enable?: unknown } | null)?.enable === "function"
        ? [{ ...injectedExtensionIdentity(key), type: "ANNOUNCED" as const, chain: "polkadot" as const }]
        : []
    )
}

/** The page's Polkadot extensions, read now and at `load` (extensions inject from content scripts, often late), until the returned function is called. */
export const watchInjectedExtensions = (onChange: (connectors: ReadonlyArray<Connector>) => void): (() => void) => {
  const read = () => onChange(injectedExtensionsData())
  read()
  window.addEventListener("load", read, { once: true })
  return () => window.removeEventListener("load", read)
}
