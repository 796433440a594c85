import type { GangwayState } from "@gangway/core"
import { useGangwayState } from "./use-gangway-state.js"

export interface WalletInfoView {
  readonly name: string
  readonly icon: string | undefined
  /** The connector's kind: ANNOUNCED (a browser wallet), WALLET_CONNECT, LOCAL_SIGNER… */
  readonly type: string | undefined
  readonly rdns: string | undefined
}

const selectWalletInfo = (state: GangwayState): WalletInfoView | undefined => {
  const namespace = state.chains.activeNamespace
  const info = namespace === undefined ? undefined : state.chains.chains[namespace]?.account.connectedWalletInfo
  return info === undefined ? undefined : { name: info.name, icon: info.icon, type: info.type, rdns: info.rdns }
}

/** The wallet connected on the active namespace; undefined while none is. */
export const useWalletInfo = (): WalletInfoView | undefined => useGangwayState(selectWalletInfo)
