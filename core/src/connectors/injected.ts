import { Effect } from "effect"
import type { EIP6963ProviderDetail } from "mipd"
import { watchAnnouncedWallets } from "./announced-wallets.js"
import type { Connector } from "../domain/connector.js"
import { announcedConnectorData } from "./connector-data.js"
import { WalletRequestFailed } from "../errors.js"
import type { Eip1193Provider } from "./provider.js"
import { providerSession, readProviderAccounts } from "./provider-session.js"
import type { ConnectorImplementation } from "./session.js"

/** A connector for one EIP-6963 announced wallet. */
export const injectedConnector = (detail: EIP6963ProviderDetail): ConnectorImplementation => {
  const provider = detail.provider as unknown as Eip1193Provider
  const connector: Connector = { ...announcedConnectorData(detail.info), provider }
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

/** The announced wallets as connectors, live until the returned function is called. */
export const discoverInjected = (onChange: (connectors: ReadonlyArray<ConnectorImplementation>) => void): (() => void) =>
  watchAnnouncedWallets((details) => onChange(details.map(injectedConnector)))
