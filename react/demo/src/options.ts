import {
  bitcoinLocal,
  localChain,
  mainnet,
  polkadot,
  siwxServer,
  solanaLocal,
  westend,
  type CaipNetwork,
  type CreateGangwayOptions
} from "@gangway/core"
import { chosenThemeMode } from "./theme-choice.js"

// `npm start` (and the end-to-end tests) point the demo at the local world through
// these variables; alone, the demo expects anvil's default port and has no WalletConnect.
const env = import.meta.env
const rpcUrl = env.VITE_GANGWAY_RPC_URL ?? "http://127.0.0.1:8545"
const apiUrl = env.VITE_GANGWAY_API_URL
const projectId = env.VITE_GANGWAY_PROJECT_ID
const relayUrl = env.VITE_GANGWAY_RELAY_URL
const solanaRpcUrl = env.VITE_GANGWAY_SOLANA_RPC_URL
const solanaWsUrl = env.VITE_GANGWAY_SOLANA_WS_URL
// `?basic`: WalletConnect-only mode, where the modal opens on the pairing code.
const basic = projectId !== undefined && new URLSearchParams(window.location.search).has("basic")
// `?polkadot`: Westend and Polkadot first (message signing; no balance or send, see docs/connect.md).
const withPolkadot = new URLSearchParams(window.location.search).has("polkadot")
// `?bitcoin`: the local Bitcoin regtest ledger first (its Esplora API), when the world runs one.
const bitcoinEsploraUrl = new URLSearchParams(window.location.search).has("bitcoin")
  ? env.VITE_GANGWAY_BITCOIN_ESPLORA_URL
  : undefined
// `?siwx`: sign in with the wallet against the local reference server after connecting; `?siwx=required`: before the modal lets go.
const siwx = new URLSearchParams(window.location.search).get("siwx")
const siwxUrl = env.VITE_GANGWAY_SIWX_URL
// `?locale=ja` (any BCP 47 tag; `en-XA` is the test pseudo-locale): the modal's language; without it, the browser's.
const locale = new URLSearchParams(window.location.search).get("locale")
// Email and social login through the local auth site's secure frame, when the world runs one (`?noauth`: without).
const authFrameUrl = new URLSearchParams(window.location.search).has("noauth")
  ? undefined
  : env.VITE_GANGWAY_AUTH_FRAME_URL

/**
 * The demo's options: plain data, light enough for the first bundle. The page
 * renders from them at once and creates the client from the same options when
 * it is needed (client.ts, loaded by the provider).
 */
export const options: CreateGangwayOptions = {
  // The local Solana cluster when the world runs one: its adapter loads only once it is used.
  networks: [
    ...(bitcoinEsploraUrl === undefined ? [] : [bitcoinLocal(bitcoinEsploraUrl)]),
    ...(withPolkadot ? [westend, polkadot] : []),
    localChain(rpcUrl),
    mainnet,
    ...(solanaRpcUrl === undefined ? [] : [solanaLocal(solanaRpcUrl, solanaWsUrl)])
  ] as [CaipNetwork, ...Array<CaipNetwork>],
  // The name the modal and the sign-in say: the page's own.
  metadata: { name: "Harbor Swap" },
  themeMode: chosenThemeMode(),
  sdkFlavor: "react",
  ...(locale === null ? {} : { locale }),
  ...(projectId === undefined ? {} : { projectId }),
  ...(relayUrl === undefined ? {} : { relayUrl }),
  ...(basic ? { basic } : {}),
  ...(authFrameUrl === undefined ? {} : { auth: { frameUrl: authFrameUrl } }),
  ...(siwx === null || siwxUrl === undefined
    ? {}
    : { siwx: siwxServer({ url: siwxUrl, required: siwx === "required" }) }),
  ...(apiUrl === undefined
    ? {}
    : { apiUrls: { dataApi: apiUrl, walletDirectory: `${apiUrl}/directory`, analytics: `${apiUrl}/analytics` } })
}
