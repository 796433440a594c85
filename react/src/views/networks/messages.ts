import { definePlainMessages } from "@gangway/core/i18n"

/** The network list and the unsupported-network view. */
export const networksMessages = definePlainMessages("networks", {
  testnet: "Testnet",
  // Read after the active network's name.
  active: "(active)",
  notSupported: "Network not supported",
  notSupportedHint: "This app does not support the network your wallet is on. Choose one of these to continue.",
  or: "or",
  // The headings of the list's groups, one per namespace.
  eip155: "EVM",
  solana: "Solana",
  polkadot: "Polkadot",
  bip122: "Bitcoin"
})
