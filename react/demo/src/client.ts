import { createGangway, localChain, mainnet, type GangwayClient } from "@gangway/core"

// `npm start` (fixtures) passes the local chain's URL; alone, the demo expects anvil's default port.
const rpcUrl = import.meta.env["VITE_GANGWAY_RPC_URL"] ?? "http://127.0.0.1:8545"

export const gangway: GangwayClient = createGangway({
  networks: [localChain(rpcUrl), mainnet],
  metadata: { name: "Gangway demo" },
  themeMode: window.matchMedia("(prefers-color-scheme: light)").matches ? "light" : "dark"
})

declare global {
  interface Window {
    /** The demo's client, for end-to-end tests and for poking at in the console. */
    gangway?: GangwayClient
  }
}
window.gangway = gangway
