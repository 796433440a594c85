// The flat methods of 0.1 (`client.previewSend(…)`), kept as aliases of the namespaced API for
// one minor version: removed in 0.3. docs/migrating-from-0.1.md lists each one's new name.
import type { ClientNamespaces } from "./client-namespaces.js"

type N = ClientNamespaces

export interface FlatAliases {
  /** @deprecated Use `client.modal.open`; removed in 0.3. */
  readonly open: N["modal"]["open"]
  /** @deprecated Use `client.modal.close`; removed in 0.3. */
  readonly close: N["modal"]["close"]
  /** @deprecated Use `client.modal.back`; removed in 0.3. */
  readonly back: N["modal"]["back"]
  /** @deprecated Use `client.modal.navigate`; removed in 0.3. */
  readonly navigate: N["modal"]["navigate"]
  /** @deprecated Use `client.toast.show`; removed in 0.3. */
  readonly showToast: N["toast"]["show"]
  /** @deprecated Use `client.theme.setMode`; removed in 0.3. */
  readonly setThemeMode: N["theme"]["setMode"]
  /** @deprecated Use `client.theme.setVariables`; removed in 0.3. */
  readonly setThemeVariables: N["theme"]["setVariables"]
  /** @deprecated Use `client.connection.connect`; removed in 0.3. */
  readonly connect: N["connection"]["connect"]
  /** @deprecated Use `client.connection.cancel`; removed in 0.3. */
  readonly cancelConnect: N["connection"]["cancel"]
  /** @deprecated Use `client.connection.chooseWallet`; removed in 0.3. */
  readonly chooseWallet: N["connection"]["chooseWallet"]
  /** @deprecated Use `client.connection.resetWalletConnect`; removed in 0.3. */
  readonly resetWalletConnect: N["connection"]["resetWalletConnect"]
  /** @deprecated Use `client.connection.disconnect`; removed in 0.3. */
  readonly disconnect: N["connection"]["disconnect"]
  /** @deprecated Use `client.connection.switchNetwork`; removed in 0.3. */
  readonly switchNetwork: N["connection"]["switchNetwork"]
  /** @deprecated Use `client.requests.abort`; removed in 0.3. */
  readonly abortRequests: N["requests"]["abort"]
  /** @deprecated Use `client.balances.refresh`; removed in 0.3. */
  readonly refreshBalances: N["balances"]["refresh"]
  /** @deprecated Use `client.balances.watch`; removed in 0.3. */
  readonly watchBalances: N["balances"]["watch"]
  /** @deprecated Use `client.identity.refresh`; removed in 0.3. */
  readonly refreshIdentity: N["identity"]["refresh"]
  /** @deprecated Use `client.send.setField`; removed in 0.3. */
  readonly setSendField: N["send"]["setField"]
  /** @deprecated Use `client.send.refreshGasPrice`; removed in 0.3. */
  readonly refreshGasPrice: N["send"]["refreshGasPrice"]
  /** @deprecated Use `client.send.preview`; removed in 0.3. */
  readonly previewSend: N["send"]["preview"]
  /** @deprecated Use `client.send.reset`; removed in 0.3. */
  readonly resetSend: N["send"]["reset"]
  /** @deprecated Use `client.history.fetch`; removed in 0.3. */
  readonly fetchTransactions: N["history"]["fetch"]
  /** @deprecated Use `client.history.loadMore`; removed in 0.3. */
  readonly loadMoreTransactions: N["history"]["loadMore"]
  /** @deprecated Use `client.nfts.refresh`; removed in 0.3. */
  readonly refreshNfts: N["nfts"]["refresh"]
  /** @deprecated Use `client.siwx.signIn`; removed in 0.3. */
  readonly signIn: N["siwx"]["signIn"]
  /** @deprecated Use `client.siwx.signOut`; removed in 0.3. */
  readonly signOut: N["siwx"]["signOut"]
  /** @deprecated Use `client.siwx.cancel`; removed in 0.3. */
  readonly cancelSignIn: N["siwx"]["cancel"]
}

/** The 0.1 name of each flat method and where it lives now (docs-truth tests read this table). */
export const flatAliasTargets = {
  open: ["modal", "open"],
  close: ["modal", "close"],
  back: ["modal", "back"],
  navigate: ["modal", "navigate"],
  showToast: ["toast", "show"],
  setThemeMode: ["theme", "setMode"],
  setThemeVariables: ["theme", "setVariables"],
  connect: ["connection", "connect"],
  cancelConnect: ["connection", "cancel"],
  chooseWallet: ["connection", "chooseWallet"],
  resetWalletConnect: ["connection", "resetWalletConnect"],
  disconnect: ["connection", "disconnect"],
  switchNetwork: ["connection", "switchNetwork"],
  abortRequests: ["requests", "abort"],
  refreshBalances: ["balances", "refresh"],
  watchBalances: ["balances", "watch"],
  refreshIdentity: ["identity", "refresh"],
  setSendField: ["send", "setField"],
  refreshGasPrice: ["send", "refreshGasPrice"],
  previewSend: ["send", "preview"],
  resetSend: ["send", "reset"],
  fetchTransactions: ["history", "fetch"],
  loadMoreTransactions: ["history", "loadMore"],
  refreshNfts: ["nfts", "refresh"],
  signIn: ["siwx", "signIn"],
  signOut: ["siwx", "signOut"],
  cancelSignIn: ["siwx", "cancel"]
} as const satisfies { readonly [K in keyof FlatAliases]: readonly [keyof N, string] }

/** The flat aliases over `namespaces`. */
export const flatAliases = (namespaces: ClientNamespaces): FlatAliases =>
  Object.fromEntries(
    Object.entries(flatAliasTargets).map(([alias, [area, member]]) => [
      alias,
      (namespaces[area] as unknown as Record<string, unknown>)[member]
    ])
  ) as unknown as FlatAliases
