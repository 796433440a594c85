import type { CaipNetwork, Connector, GangwayState } from "@gangway/core"

// Module-level selectors: stable functions, so each hook subscribes once.

export const selectThemeTokens = (state: GangwayState) => state.themeTokens

export const selectTheme = (state: GangwayState) => ({ theme: state.theme, themeTokens: state.themeTokens })

export const selectToast = (state: GangwayState) => state.toast

export const selectModalOpen = (state: GangwayState) => state.modal.open

export const selectModal = (state: GangwayState) => ({
  open: state.modal.open,
  loading: state.modal.loading,
  shake: state.modal.shake,
  view: state.router.view,
  data: state.router.data,
  canGoBack: state.router.canGoBack
})

export const selectNetworks = (state: GangwayState): ReadonlyArray<CaipNetwork> =>
  Object.values(state.chains.chains).flatMap((chain) => chain?.caipNetworks ?? [])

export const selectNetwork = (state: GangwayState) => ({
  activeNetwork: state.chains.activeCaipNetwork,
  activeNamespace: state.chains.activeNamespace,
  networks: selectNetworks(state)
})

export const selectAccount = (state: GangwayState) => {
  const namespace = state.chains.activeNamespace
  const account = namespace === undefined ? undefined : state.chains.chains[namespace]?.account
  return {
    status: account?.status ?? "disconnected",
    address: account?.address,
    caipAddress: account?.caipAddress,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    profileName: account?.profileName ?? undefined,
    isConnected: account?.address !== undefined
  }
}

/** Connectors as data: the live provider object stays in the core. */
export const selectConnectors = (state: GangwayState): ReadonlyArray<Connector> =>
  state.connection.connectors.map(({ provider: _provider, ...connector }) => connector)

export const selectButtonState = (state: GangwayState) => ({
  tokens: state.themeTokens,
  modalLoading: state.modal.loading
})

export const selectToastRegion = (state: GangwayState) => ({ toast: state.toast, tokens: state.themeTokens, modalOpen: state.modal.open })

export const selectBalances = (state: GangwayState) => ({
  tokenBalances: state.balances.tokenBalances,
  loading: state.balances.loading,
  lastRetry: state.balances.lastRetry
})

export const selectSend = (state: GangwayState) => state.send

export const selectHistory = (state: GangwayState) => state.history
export const selectNfts = (state: GangwayState) => state.nfts
