/** What the demo needs to know about the local world, as the VITE_ variables the page reads. */
export interface DemoWorld {
  /** JSON-RPC URL of the local chain. */
  readonly rpcUrl: string
  /** Base URL of the data API (the directory and analytics live under it). */
  readonly apiUrl: string
  /** ws:// URL of the WalletConnect relay. */
  readonly relayUrl: string
  /** URL of the injectable EIP-6963 test wallet (`/test-wallet.js`). */
  readonly walletScriptUrl?: string | undefined
  /** Any string: the local services only check that one is there. Default `gangway-local`. */
  readonly projectId?: string | undefined
}

/** The environment that points the demo at a local world: for `vite` (dev) and `vite build` alike. */
export const demoEnv = (world: DemoWorld): Record<string, string> => ({
  VITE_GANGWAY_RPC_URL: world.rpcUrl,
  VITE_GANGWAY_API_URL: world.apiUrl,
  VITE_GANGWAY_RELAY_URL: world.relayUrl,
  VITE_GANGWAY_PROJECT_ID: world.projectId ?? "gangway-local",
  ...(world.walletScriptUrl === undefined ? {} : { VITE_GANGWAY_WALLET_SCRIPT_URL: world.walletScriptUrl })
})
