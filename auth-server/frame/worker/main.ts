// The frame for a host without a browser (the CLI): the same core in a worker thread, the
// worker's parent port standing for postMessage, its storage a JSON file in its own folder.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { parentPort, workerData } from "node:worker_threads"
import { startFrameCore } from "../core/frame-core.js"
import type { FrameStorage } from "../core/storage.js"

interface FrameWorkerData {
  /** The frame site's URL (its `/frame-config.json` says where the services are). */
  readonly frameUrl: string
  readonly projectId: string
  readonly chainId: string
  /** A folder of the host's own (0700): the wallet's encrypted keys and the session live here. */
  readonly storageDir: string
  /** The origin the host stands for on the project's allowlist (default http://localhost). */
  readonly appOrigin?: string
}

const data = workerData as FrameWorkerData
const port = parentPort!
const file = join(data.storageDir, "frame-storage.json")
const read = (): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>
  } catch {
    return {}
  }
}
const write = (entries: Record<string, string>) => {
  mkdirSync(data.storageDir, { recursive: true, mode: 0o700 })
  writeFileSync(file, JSON.stringify(entries), { mode: 0o600 })
}
const storage: FrameStorage = {
  get: (key) => read()[key] ?? null,
  set: (key, value) => write({ ...read(), [key]: value }),
  remove: (key) => {
    const { [key]: _gone, ...rest } = read()
    write(rest)
  }
}

const site = (await (await fetch(new URL("/frame-config.json", data.frameUrl))).json()) as {
  apiUrl: string
  rpcUrls: Record<string, string>
  bundlerUrls?: Record<string, string>
}
const core = startFrameCore(
  { ...site, projectId: data.projectId, appOrigin: data.appOrigin ?? "http://localhost", chainId: data.chainId },
  {
    post: (message) => port.postMessage(message),
    storage,
    log: (message) => console.warn(`[gangway frame] ${message}`)
  }
)
if (await core.start()) port.on("message", core.receive)
port.on("close", core.close)
