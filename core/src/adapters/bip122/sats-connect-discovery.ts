// Light on purpose: the page's sats-connect Bitcoin providers (Xverse's
// `window.XverseProviders.BitcoinProvider`, and the `window.btc_providers` list whose
// ids are paths on window) as connectors, before any Bitcoin library loads.
import type { Connector } from "../../domain/connector.js"

/** What a sats-connect provider must have for Gangway: the `request` API. */
export interface SatsConnectProvider {
  readonly request: (method: string, params: unknown) => Promise<unknown>
}

const isProvider = (value: unknown): value is SatsConnectProvider =>
  typeof value === "object" && value !== null && typeof (value as { request?: unknown }).request === "function"

const atPath = (path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>(
      (at, key) => (typeof at === "object" && at !== null ? (at as Record<string, unknown>)[key] : undefined),
      window
    )

const connectorOf = (name: string, icon: string | undefined, provider: SatsConnectProvider): Connector => ({
  id: `sats-connect:${name}`,
  name,
  ...(icon === undefined ? {} : { imageUrl: icon }),
  type: "ANNOUNCED",
  chain: "bip122",
  provider
})

/** The page's sats-connect providers, one per name, `btc_providers` entries first (they carry a name and icon). */
export const satsConnectConnectors = (): ReadonlyArray<Connector> => {
  if (typeof window === "undefined") return []
  const found = new Map<string, Connector>()
  const listed = (window as { btc_providers?: unknown }).btc_providers
  for (const entry of Array.isArray(listed) ? listed : []) {
    const { id, name, icon } = (entry ?? {}) as { id?: unknown; name?: unknown; icon?: unknown }
    if (typeof id !== "string" || typeof name !== "string" || name === "" || found.has(name)) continue
    const provider = atPath(id)
    if (isProvider(provider)) found.set(name, connectorOf(name, typeof icon === "string" ? icon : undefined, provider))
  }
  const xverse = atPath("XverseProviders.BitcoinProvider")
  if (isProvider(xverse) && ![...found.values()].some((connector) => connector.provider === xverse))
    found.set("Xverse", connectorOf("Xverse", undefined, xverse))
  return [...found.values()]
}
