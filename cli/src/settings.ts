import { stateDirFromEnv } from "./state-dir.js"
import { usageError } from "./failure.js"
import { LOCAL_PROJECT_ID, readWorldFile } from "./world-file.js"

/** The options every command accepts (commander's global options). */
export interface GlobalOptions {
  readonly json?: boolean | undefined
  readonly stateDir?: string | undefined
  readonly rpcUrl?: string | undefined
  readonly apiUrl?: string | undefined
  readonly relayUrl?: string | undefined
  readonly projectId?: string | undefined
  readonly networks?: string | undefined
  readonly solanaRpcUrl?: string | undefined
  readonly bitcoinEsploraUrl?: string | undefined
  readonly authFrameUrl?: string | undefined
  readonly inboxUrl?: string | undefined
}

/** How the CLI reaches the world, resolved: flag, then env, then `gangway dev`'s world file, then defaults. */
export interface Settings {
  readonly json: boolean
  readonly stateDir: string
  readonly rpcUrl: string
  readonly apiUrl: string | undefined
  readonly relayUrl: string | undefined
  readonly projectId: string | undefined
  /** Network names or CAIP ids, in order; the first is active until `switch`. */
  readonly networks: ReadonlyArray<string>
  /** JSON-RPC of the local Solana cluster (`solana-local`). */
  readonly solanaRpcUrl: string
  /** Its PubSub WebSocket, when `gangway dev`'s world file says where (for its own RPC URL). */
  readonly solanaWsUrl: string | undefined
  /** Its CAIP-2 reference, when the world file names one (for its own RPC URL). */
  readonly solanaReference: string | undefined
  /** The Esplora API of the local Bitcoin regtest ledger (`bitcoin-local`). */
  readonly bitcoinEsploraUrl: string
  /** The secure frame of email login (`connect --email`), when known. */
  readonly authFrameUrl: string | undefined
  /** The local world's mail inbox (`connect --otp-from-inbox`), when known. */
  readonly inboxUrl: string | undefined
}

/** anvil's default: what `anvil` alone listens on. */
export const DEFAULT_RPC_URL = "http://127.0.0.1:8545"
/** solana-test-validator's default: what a local Solana cluster listens on. */
export const DEFAULT_SOLANA_RPC_URL = "http://127.0.0.1:8899"
/** Esplora's (electrs') regtest default: what a local Bitcoin regtest Esplora listens on. */
export const DEFAULT_BITCOIN_ESPLORA_URL = "http://127.0.0.1:3002"

/**
 * The networks offered when `--networks` is not given: the local EVM chain first (active),
 * mainnet and Arbitrum, then the local Solana cluster, inactive until chosen (`switch`,
 * `connect --keypair`), so the core loads Solana's code only when it is used.
 */
export const DEFAULT_NETWORKS = ["eip155:31337", "eip155:1", "eip155:42161", "solana-local"]

const nonEmpty = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value.trim())

const checkUrl = (flag: string, value: string | undefined, protocols: ReadonlyArray<string>) => {
  if (value === undefined) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw usageError(`Invalid ${flag}: ${value} is not a URL`)
  }
  if (!protocols.includes(url.protocol)) {
    throw usageError(`Invalid ${flag}: expected a ${protocols.map((p) => p.replace(":", "")).join(" or ")} URL`)
  }
  return value.replace(/\/+$/, "")
}

export const resolveSettings = (
  options: GlobalOptions,
  env: Readonly<Record<string, string | undefined>>
): Settings => {
  const stateDir = nonEmpty(options.stateDir) ?? stateDirFromEnv(env)
  const world = readWorldFile(stateDir)
  const pick = (flag: string | undefined, name: string, fromWorld: string | undefined) =>
    nonEmpty(flag) ?? nonEmpty(env[name]) ?? fromWorld
  const networks = (pick(options.networks, "GANGWAY_NETWORKS", undefined) ?? DEFAULT_NETWORKS.join(","))
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "")
  if (networks.length === 0) throw usageError("Invalid --networks: give at least one network")
  const givenSolanaRpcUrl = pick(options.solanaRpcUrl, "GANGWAY_SOLANA_RPC_URL", undefined)
  // The world's PubSub URL and cluster id belong to its RPC URL: not to one given by flag or env.
  const solanaFromWorld = givenSolanaRpcUrl === undefined && world?.solanaRpcUrl !== undefined
  const solanaRpcUrl =
    checkUrl("--solana-rpc-url", givenSolanaRpcUrl ?? world?.solanaRpcUrl, ["http:", "https:"]) ??
    DEFAULT_SOLANA_RPC_URL
  return {
    json: options.json === true,
    stateDir,
    rpcUrl:
      checkUrl("--rpc-url", pick(options.rpcUrl, "GANGWAY_RPC_URL", world?.rpcUrl), ["http:", "https:"]) ??
      DEFAULT_RPC_URL,
    apiUrl: checkUrl("--api-url", pick(options.apiUrl, "GANGWAY_API_URL", world?.apiUrl), ["http:", "https:"]),
    relayUrl: checkUrl("--relay-url", pick(options.relayUrl, "GANGWAY_RELAY_URL", world?.relayUrl), ["ws:", "wss:"]),
    projectId: pick(options.projectId, "GANGWAY_PROJECT_ID", world?.projectId),
    networks,
    solanaRpcUrl,
    solanaWsUrl: solanaFromWorld ? world?.solanaWsUrl : undefined,
    solanaReference: solanaFromWorld ? world?.solanaCaipNetworkId?.replace(/^solana:/, "") : undefined,
    bitcoinEsploraUrl:
      checkUrl(
        "--bitcoin-esplora-url",
        pick(options.bitcoinEsploraUrl, "GANGWAY_BITCOIN_ESPLORA_URL", world?.bitcoin?.esploraUrl),
        ["http:", "https:"]
      ) ?? DEFAULT_BITCOIN_ESPLORA_URL,
    authFrameUrl: checkUrl(
      "--auth-frame-url",
      pick(options.authFrameUrl, "GANGWAY_AUTH_FRAME_URL", world?.auth?.frameUrl),
      ["http:", "https:"]
    ),
    inboxUrl: checkUrl("--inbox-url", pick(options.inboxUrl, "GANGWAY_INBOX_URL", world?.auth?.inboxUrl), [
      "http:",
      "https:"
    ])
  }
}

export { LOCAL_PROJECT_ID } from "./world-file.js"

const isLoopback = (url: string | undefined) => {
  if (url === undefined) return false
  const host = new URL(url).hostname
  return host === "127.0.0.1" || host === "localhost" || host === "[::1]"
}

/** A self-hosted world on this machine needs no project id of its own. */
export const effectiveProjectId = (settings: Settings): string | undefined =>
  settings.projectId ?? (isLoopback(settings.apiUrl) || isLoopback(settings.relayUrl) ? LOCAL_PROJECT_ID : undefined)
