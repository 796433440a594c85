import { Effect } from "effect"
import type { Eip1193Provider } from "../../connectors/provider.js"
import type { ConnectorImplementation } from "../../connectors/session.js"
import type { Connector } from "../../domain/connector.js"
import { WalletRequestFailed } from "../../errors.js"
import { providerSession, readProviderAccounts } from "./provider-session.js"

/** The connection to one EIP-6963 announced wallet; `connector.provider` is its EIP-1193 provider. */
export const injectedConnector = (connector: Connector): ConnectorImplementation => {
  const provider = connector.provider as Eip1193Provider
  const open = (prompt: boolean) =>
    Effect.gen(function* () {
      const { accounts, chainId } = yield* readProviderAccounts(provider, prompt)
      if (accounts.length === 0) return []
      return [providerSession({ connector, provider, accounts, chainId })]
    })
  return {
    connector,
    connect: () =>
      Effect.flatMap(open(true), (sessions) =>
        sessions.length === 0
          ? Effect.fail(
              new WalletRequestFailed({ method: "eth_requestAccounts", details: "the wallet granted no account" })
            )
          : Effect.succeed(sessions)
      ),
    reconnect: () => open(false)
  }
}
