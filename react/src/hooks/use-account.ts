import type { ConnectionStatus } from "@gangway/core"
import { selectAccount } from "./selectors.js"
import { useGangwayState } from "./use-gangway-state.js"

export interface AccountView {
  readonly status: ConnectionStatus
  readonly address: string | undefined
  readonly caipAddress: string | undefined
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  readonly profileName: string | undefined
  readonly isConnected: boolean
}

/** The account on the active namespace (disconnected until a wallet connects). */
export const useAccount = (): AccountView => useGangwayState(selectAccount)
