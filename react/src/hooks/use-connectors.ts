import type { Connector, GangwayState } from "@gangway/core"
import { useGangwayState } from "./use-gangway-state.js"

/** Connectors as data: the live provider object stays in the core. */
const selectConnectors = (state: GangwayState): ReadonlyArray<Connector> =>
  state.connection.connectors.map(({ provider: _provider, ...connector }) => connector)

/** The connectors the core knows (announced browser wallets, WalletConnect, …), without their live providers. */
export const useConnectors = (): ReadonlyArray<Connector> => useGangwayState(selectConnectors)
