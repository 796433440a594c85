// Effect-free: the React package lists extensions before the client loads, under the same id and name.

/** The names the well-known extensions go by; others are listed under their key. */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  "polkadot-js": "polkadot{.js}",
  talisman: "Talisman",
  "subwallet-js": "SubWallet"
}

/** The connector id and display name of the `window.injectedWeb3` entry under `key`. */
export const injectedExtensionIdentity = (key: string): { readonly id: string; readonly name: string } => ({
  id: `injected-web3:${key}`,
  name: KNOWN_NAMES[key] ?? key
})
