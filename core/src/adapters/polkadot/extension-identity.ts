// Effect-free: the React package lists extensions before the client loads, under the same id and name.

/** The names the well-known extensions go by; others are listed under their key, made readable. */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  "polkadot-js": "polkadot{.js}",
  talisman: "Talisman",
  "subwallet-js": "SubWallet"
}

/**
 * An extension's key as a person reads it: `my-wallet-js` is "My Wallet" (an entry of
 * `window.injectedWeb3` carries no name of its own). A key with no letters stays as it is.
 */
const readableKey = (key: string): string => {
  const words = key
    .replace(/[-_]js$/i, "")
    .split(/[-_\s.]+/)
    .filter((word) => word.length > 0)
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ")
  return /\p{L}/u.test(name) ? name : key
}

/** The connector id and display name of the `window.injectedWeb3` entry under `key`. */
export const injectedExtensionIdentity = (key: string): { readonly id: string; readonly name: string } => ({
  id: `injected-web3:${key}`,
  name: KNOWN_NAMES[key] ?? readableKey(key)
})
