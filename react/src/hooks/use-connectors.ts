import type { Connector } from "@gangway/core"
import { selectConnectors } from "./selectors.js"
import { useGangwayState } from "./use-gangway-state.js"

/** The connectors the core knows (announced browser wallets, WalletConnect, …), without their live providers. */
export const useConnectors = (): ReadonlyArray<Connector> => useGangwayState(selectConnectors)
