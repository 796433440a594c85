import { createGangway, localChain, mainnet, type GangwayClient } from "@gangway/core"

// `npm start` (and the end-to-end tests) point the demo at the local world through
// these variables; alone, the demo expects anvil's default port and has no WalletConnect.
const env = import.meta.env
const rpcUrl = env["VITE_GANGWAY_RPC_URL"] ?? "http://127.0.0.1:8545"
const apiUrl = env["VITE_GANGWAY_API_URL"]
const projectId = env["VITE_GANGWAY_PROJECT_ID"]
const relayUrl = env["VITE_GANGWAY_RELAY_URL"]

export const gangway: GangwayClient = createGangway({
  networks: [localChain(rpcUrl), mainnet],
  metadata: { name: "Gangway demo" },
  themeMode: window.matchMedia("(prefers-color-scheme: light)").matches ? "light" : "dark",
  sdkFlavor: "react",
  ...(projectId === undefined ? {} : { projectId }),
  ...(relayUrl === undefined ? {} : { relayUrl }),
  ...(apiUrl === undefined
    ? {}
    : { apiUrls: { dataApi: apiUrl, walletDirectory: `${apiUrl}/directory`, analytics: `${apiUrl}/analytics` } })
})

declare global {
  interface Window {
    /** The demo's client, for end-to-end tests and for poking at in the console. */
    gangway?: GangwayClient
  }
}
window.gangway = gangway
