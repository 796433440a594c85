import { readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs"
import { join } from "node:path"

/**
 * `gangway dev` writes where the local world listens into the state dir, so
 * other commands find it without flags. Ignored once that process is gone.
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
}

const FILE = "world.json"
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
    return { rpcUrl, apiUrl, relayUrl, projectId, pid, ...Object.fromEntries(solana) }
  } catch {
    return undefined
  }
}

export const writeWorldFile = (stateDir: string, world: WorldFile): void => {
  mkdirSync(stateDir, { recursive: true })
  writeFileSync(join(stateDir, FILE), JSON.stringify(world, null, 2))
}

export const removeWorldFile = (stateDir: string): void => {
  rmSync(join(stateDir, FILE), { force: true })
}
