import { Effect } from "effect"
import { createStore, type EIP6963ProviderDetail, type Store } from "mipd"
import type { Connector } from "../domain/connector.js"
import { WalletRequestFailed } from "../errors.js"
import type { Eip1193Provider } from "./provider.js"
import { providerSession, readProviderAccounts } from "./provider-session.js"
import type { ConnectorImplementation } from "./session.js"

/** A connector for one EIP-6963 announced wallet. */
export const injectedConnector = (detail: EIP6963ProviderDetail): ConnectorImplementation => {
  const provider = detail.provider as unknown as Eip1193Provider
  const connector: Connector = {
    id: detail.info.rdns,
    name: detail.info.name,
    imageUrl: detail.info.icon,
    type: "ANNOUNCED",
    chain: "eip155",
    info: { rdns: detail.info.rdns },
    provider
  }
  const open = (prompt: boolean) =>
    Effect.gen(function* () {
      const { accounts, chainId } = yield* readProviderAccounts(provider, prompt)
      if (accounts.length === 0) return undefined
      return providerSession({ connector, provider, accounts, chainId })
    })
  return {
    connector,
    connect: () =>
      Effect.flatMap(open(true), (session) =>
        session === undefined
          ? Effect.fail(
              new WalletRequestFailed({ method: "eth_requestAccounts", details: "the wallet granted no account" })
            )
          : Effect.succeed(session)
      ),
    reconnect: () => open(false)
  }
}

/**
 * Watches EIP-6963 announcements for as long as the returned function is not
 * called. Wallets that announce later (extensions load late) arrive live.
 * Outside a browser there is nothing to discover.
 */
export const discoverInjected = (onChange: (connectors: ReadonlyArray<ConnectorImplementation>) => void): (() => void) => {
  if (typeof window === "undefined" || typeof window.addEventListener !== "function") return () => {}
  const store: Store = createStore()
  const unsubscribe = store.subscribe((details) => onChange(details.map(injectedConnector)), { emitImmediately: true })
  return () => {
    unsubscribe()
    store.destroy()
  }
}
