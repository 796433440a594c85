import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { bitcoinLocal, localChain, solanaLocal, type CreateGangwayOptions } from "@gangway/core/light"
import { makeDirs } from "./state-dir.js"
import { LOCAL_PROJECT_ID, type RunningWorld } from "./world-file.js"

/** Beside world.json in the state dir: `npm start` and `gangway dev` write it, and remove it on exit. */
export const LOCAL_WORLD_OPTIONS_FILE = "local-world-options.json"

/** The parts of a running world (`startLocalWorld` of @gangway/fixtures) a dApp's options point at. */
export interface WorldForOptions extends RunningWorld {
  readonly api: {
    readonly url: string
    readonly api: { readonly urls: { readonly directory: string; readonly analytics: string } }
  }
  readonly auth: {
    readonly frameUrl: string
    readonly inboxUrl: string
    readonly oidcIssuerUrl: string
    readonly apiUrl: string
  }
}

const referenceOf = (caipId: string) => caipId.slice(caipId.indexOf(":") + 1)

/**
 * The options a dApp passes to `createGangway` (or `<GangwayProvider options>`) to use this
 * local world: its chain, Solana cluster and Bitcoin ledger, the relay, the data API with its
 * directory and analytics, and the auth site's frame. Plain JSON, so it can be pasted or read
 * from the file; sign-in is a provider object, so it is given as `siwxServer({ url })` beside it.
 */
export const localWorldOptions = (world: WorldForOptions): CreateGangwayOptions => ({
  networks: [
    localChain(world.chain.rpcUrl),
    solanaLocal(world.solana.rpcUrl, world.solana.wsUrl, referenceOf(world.solana.caipNetworkId)),
    bitcoinLocal(world.bitcoin.url, referenceOf(world.bitcoin.chainId))
  ],
  projectId: LOCAL_PROJECT_ID,
  relayUrl: world.relay.url,
  apiUrls: {
    dataApi: world.api.url,
    walletDirectory: world.api.api.urls.directory,
    analytics: world.api.api.urls.analytics
  },
  auth: { frameUrl: world.auth.frameUrl }
})

/** The lines a terminal shows: the object to paste, where it is kept, and the sign-in line. */
export const describeLocalWorldOptions = (
  options: CreateGangwayOptions,
  path: string,
  siwxUrl: string | undefined
): Array<string> => [
  `Options for your own dApp (createGangway or <GangwayProvider options>), also in ${path}:`,
  "",
  JSON.stringify(options, null, 2),
  "",
  ...(siwxUrl === undefined
    ? []
    : [`  and for sign-in: siwx: siwxServer({ url: "${siwxUrl}" })  (import { siwxServer } from "@gangway/core")`]),
  "  the ports change with every start: read the file at build time rather than pasting it for good"
]

/** Writes the options next to the world file and returns the file's path. */
export const writeLocalWorldOptions = (stateDir: string, options: CreateGangwayOptions): string => {
  makeDirs(stateDir)
  const path = join(stateDir, LOCAL_WORLD_OPTIONS_FILE)
  writeFileSync(path, `${JSON.stringify(options, null, 2)}\n`)
  return path
}

/** Removes the options file while the world file still names process `pid` (a world started later keeps its own). */
export const removeLocalWorldOptions = (stateDir: string, pid: number): void => {
  try {
    if ((JSON.parse(readFileSync(join(stateDir, "world.json"), "utf8")) as { pid?: unknown }).pid !== pid) return
  } catch {
    return
  }
  rmSync(join(stateDir, LOCAL_WORLD_OPTIONS_FILE), { force: true })
}
