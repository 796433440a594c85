import type { GangwayState } from "@gangway/core"

// Module-level selectors: stable functions, so each hook subscribes once.

export const selectThemeTokens = (state: GangwayState) => state.themeTokens

export const selectModalOpen = (state: GangwayState) => state.modal.open

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

export const selectButtonState = (state: GangwayState) => ({
  tokens: state.themeTokens,
  modalLoading: state.modal.loading
})
