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
  /** The local Solana cluster's JSON-RPC and PubSub URLs: the demo offers it, and the test wallet its Solana side. */
  readonly solanaRpcUrl?: string | undefined
  readonly solanaWsUrl?: string | undefined
  /** The local Bitcoin regtest ledger's Esplora API: the demo offers it with `?bitcoin`. */
  readonly bitcoinEsploraUrl?: string | undefined
  /** The reference sign-in server: the demo signs in against it with `?siwx` (`?siwx=required`). */
  readonly siwxUrl?: string | undefined
  /** The local auth site's secure frame: the demo offers email and social login through it. */
  readonly authFrameUrl?: string | undefined
  /** Any string: the local services only check that one is there. Default `gangway-local`. */
  readonly projectId?: string | undefined
}

/** The environment that points the demo at a local world: for `vite` (dev) and `vite build` alike. */
export const demoEnv = (world: DemoWorld): Record<string, string> => ({
  VITE_GANGWAY_RPC_URL: world.rpcUrl,
  VITE_GANGWAY_API_URL: world.apiUrl,
  VITE_GANGWAY_RELAY_URL: world.relayUrl,
  VITE_GANGWAY_PROJECT_ID: world.projectId ?? "gangway-local",
  ...(world.walletScriptUrl === undefined
    ? {}
    : {
        VITE_GANGWAY_WALLET_SCRIPT_URL:
          world.solanaRpcUrl === undefined ? world.walletScriptUrl : `${world.walletScriptUrl}?solana=1`
      }),
  ...(world.solanaRpcUrl === undefined ? {} : { VITE_GANGWAY_SOLANA_RPC_URL: world.solanaRpcUrl }),
  ...(world.solanaWsUrl === undefined ? {} : { VITE_GANGWAY_SOLANA_WS_URL: world.solanaWsUrl }),
  ...(world.bitcoinEsploraUrl === undefined ? {} : { VITE_GANGWAY_BITCOIN_ESPLORA_URL: world.bitcoinEsploraUrl }),
  ...(world.siwxUrl === undefined ? {} : { VITE_GANGWAY_SIWX_URL: world.siwxUrl }),
  ...(world.authFrameUrl === undefined ? {} : { VITE_GANGWAY_AUTH_FRAME_URL: world.authFrameUrl })
})
