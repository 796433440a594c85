import type { GangwayState } from "@gangway/core"

/** What the Account view shows of the active namespace's account and network. */
export const selectAccountDetails = (state: GangwayState) => {
  const namespace = state.chains.activeNamespace
  const account = namespace === undefined ? undefined : state.chains.chains[namespace]?.account
  return {
    address: account?.address,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    profileName: account?.profileName ?? undefined,
    profileImage: account?.profileImage ?? undefined,
    explorerUrl: account?.addressExplorerUrl,
    // What the namespace offers here: none of a balance or Send where it has no source (Polkadot).
    chainFeatures: account?.chainFeatures ?? { balance: true, send: true, swap: true },
    wallet: account?.connectedWalletInfo,
    // Logged in by email or a social account: who, and with which provider.
    authUser:
      namespace !== undefined && state.connection.activeConnectorIds[namespace] === "auth"
        ? state.auth.user
        : undefined,
    network: state.chains.activeCaipNetwork
  }
}
