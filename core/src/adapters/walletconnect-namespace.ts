import type { WalletConnectNamespace } from "./adapter.js"

/** A namespace's WalletConnect part whose wallet answers exactly the methods it asks for. */
export const walletConnectNamespace = (
  parts: Omit<WalletConnectNamespace, "sentToWallet">
): WalletConnectNamespace => ({
  ...parts,
  sentToWallet: (method) => parts.methods.includes(method)
})
