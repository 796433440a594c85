import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { makeDirs } from "./state-dir.js"

/**
 * `gangway dev` and `npm start` write where the local world listens into the state dir,
 * so other commands find it without flags. Ignored once that process is gone.
 */
export interface WorldFile {
  readonly rpcUrl: string
  readonly apiUrl: string
  readonly relayUrl: string
  readonly projectId: string
  readonly pid: number
  /** The local Solana cluster's JSON-RPC (absent in world files written before it existed). */
  readonly solanaRpcUrl?: string
  /** Its PubSub WebSocket. */
  readonly solanaWsUrl?: string
  /** Its CAIP-2 network id ("solana:<genesis hash prefix>"). */
  readonly solanaCaipNetworkId?: string
  /** The local Bitcoin regtest ledger: its Esplora API and CAIP-2 chain id (absent in older world files). */
  readonly bitcoin?: { readonly esploraUrl: string; readonly chainId: string }
  /** The reference sign-in server (`gangway sign-in`; absent in older world files). */
  readonly siwxUrl?: string
  /** The local auth site: the secure frame, its inbox, its OIDC provider and auth service (absent in older world files). */
  readonly auth?: AuthUrls
}

interface AuthUrls {
  readonly frameUrl: string
  readonly inboxUrl: string
  readonly oidcIssuerUrl: string
  readonly apiUrl: string
}

const FILE = "world.json"

/** The project id the local world accepts (any string works there). */
export const LOCAL_PROJECT_ID = "gangway-local"

/** What a running local world (`startLocalWorld` of @gangway/fixtures) tells about itself. */
export interface RunningWorld {
  readonly chain: { readonly rpcUrl: string }
  readonly api: { readonly url: string }
  readonly relay: { readonly url: string }
  readonly solana: { readonly rpcUrl: string; readonly wsUrl: string; readonly caipNetworkId: string }
  readonly bitcoin: { readonly url: string; readonly chainId: string }
  readonly siwx?: { readonly url: string }
  readonly auth?: AuthUrls
}

/** The world file of `world`, run by process `pid`. */
export const worldFileOf = (world: RunningWorld, pid: number): WorldFile => ({
  rpcUrl: world.chain.rpcUrl,
  apiUrl: world.api.url,
  relayUrl: world.relay.url,
  projectId: LOCAL_PROJECT_ID,
  pid,
  solanaRpcUrl: world.solana.rpcUrl,
  solanaWsUrl: world.solana.wsUrl,
  solanaCaipNetworkId: world.solana.caipNetworkId,
  bitcoin: { esploraUrl: world.bitcoin.url, chainId: world.bitcoin.chainId },
  ...(world.siwx === undefined ? {} : { siwxUrl: world.siwx.url }),
  ...(world.auth === undefined
    ? {}
    : {
        auth: {
          frameUrl: world.auth.frameUrl,
          inboxUrl: world.auth.inboxUrl,
          oidcIssuerUrl: world.auth.oidcIssuerUrl,
          apiUrl: world.auth.apiUrl
        }
      })
})
const SOLANA_KEYS = ["solanaRpcUrl", "solanaWsUrl", "solanaCaipNetworkId"] as const

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export const readWorldFile = (stateDir: string): WorldFile | undefined => {
  try {
    const parsed = JSON.parse(readFileSync(join(stateDir, FILE), "utf8")) as Partial<WorldFile>
    if (
      typeof parsed.rpcUrl !== "string" ||
      typeof parsed.apiUrl !== "string" ||
      typeof parsed.relayUrl !== "string" ||
      typeof parsed.projectId !== "string" ||
      typeof parsed.pid !== "number" ||
      !alive(parsed.pid)
    ) {
      return undefined
    }
    const { rpcUrl, apiUrl, relayUrl, projectId, pid } = parsed
    // The Solana fields are optional: older world files have none; a malformed one is left out.
    const solana = SOLANA_KEYS.flatMap((key) => (typeof parsed[key] === "string" ? [[key, parsed[key]] as const] : []))
    const { bitcoin } = parsed as { bitcoin?: { esploraUrl?: unknown; chainId?: unknown } }
    const bitcoinPart =
      typeof bitcoin?.esploraUrl === "string" && typeof bitcoin.chainId === "string"
        ? { bitcoin: { esploraUrl: bitcoin.esploraUrl, chainId: bitcoin.chainId } }
        : {}
    const siwxPart = typeof parsed.siwxUrl === "string" ? { siwxUrl: parsed.siwxUrl } : {}
    const auth = parsed.auth as Partial<Record<keyof AuthUrls, unknown>> | undefined
    const authPart =
      typeof auth?.frameUrl === "string" &&
      typeof auth.inboxUrl === "string" &&
      typeof auth.oidcIssuerUrl === "string" &&
      typeof auth.apiUrl === "string"
        ? {
            auth: {
              frameUrl: auth.frameUrl,
              inboxUrl: auth.inboxUrl,
              oidcIssuerUrl: auth.oidcIssuerUrl,
              apiUrl: auth.apiUrl
            }
          }
        : {}
    return {
      rpcUrl,
      apiUrl,
      relayUrl,
      projectId,
      pid,
      ...Object.fromEntries(solana),
      ...bitcoinPart,
      ...siwxPart,
      ...authPart
    }
  } catch {
    return undefined
  }
}

/** Writes the world file (the state dir is created 0700: it also keeps keys). */
export const writeWorldFile = (stateDir: string, world: WorldFile): void => {
  makeDirs(stateDir)
  writeFileSync(join(stateDir, FILE), JSON.stringify(world, null, 2))
}

/**
 * Removes the world file; with `pid`, only while it still names that process (a world
 * started later, in another terminal, keeps its own).
 */
export const removeWorldFile = (stateDir: string, pid?: number): void => {
  const path = join(stateDir, FILE)
  if (pid !== undefined) {
    try {
      if ((JSON.parse(readFileSync(path, "utf8")) as { pid?: unknown }).pid !== pid) return
    } catch {
      return
    }
  }
  rmSync(path, { force: true })
}
