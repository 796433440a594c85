/**
 * The local auth site for the core's integration tests: the chain, the site (SMTP, inbox,
 * OIDC provider, auth service, frame), and clients whose secure frame is the site's own
 * worker script (the same frame core as its page), as the CLI runs it.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  inboxClient,
  startAuthSite,
  startChain,
  startSolanaRuntime,
  type AuthSite,
  type LocalChain,
  type SolanaRuntime
} from "@gangway/fixtures"
import { afterAll, beforeAll } from "vitest"
import { createGangway, type GangwayClient } from "../../src/client.js"
import { localChain, solanaLocal } from "../../src/domain/networks.js"
import { workerFrameHost } from "../../src/node/auth-frame-worker.js"
import type { AuthFrameHostFactory } from "../../src/controllers/auth/auth-frame-loader.js"
import { memoryBackend, type StorageBackend } from "../../src/services/storage/storage.js"
import { desktop } from "../controllers.js"

export interface AuthWorld {
  readonly chain: LocalChain
  readonly site: AuthSite
  readonly inbox: ReturnType<typeof inboxClient>
  /** The local Solana cluster, when asked for. */
  readonly solana: SolanaRuntime
  /** Moves the auth service's clock (code expiry). */
  advanceServiceClock(ms: number): void
  /**
   * A client with email login; `device` names the frame's storage folder (one folder = one
   * browser: the same device twice is a returning device). Destroyed after the file.
   */
  client(options?: {
    readonly device?: string
    readonly storage?: StorageBackend
    readonly record?: Array<RecordedMessage>
  }): GangwayClient
}

export const setUpAuthWorld = (
  options: {
    readonly projects?: Readonly<Record<string, ReadonlyArray<string>>>
    /** Also the local Solana cluster: the embedded wallet serves it, the clients offer it. */
    readonly solana?: boolean
  } = {}
): AuthWorld => {
  let chain: LocalChain | undefined
  let solana: SolanaRuntime | undefined
  let site: AuthSite | undefined
  let offset = 0
  const clients: Array<GangwayClient> = []
  const devices = mkdtempSync(join(tmpdir(), "gangway-auth-devices-"))
  beforeAll(async () => {
    chain = await startChain()
    if (options.solana === true) solana = await startSolanaRuntime()
    site = await startAuthSite({
      rpcUrls: {
        "eip155:31337": chain.rpcUrl,
        ...(solana === undefined ? {} : { [solana.caipNetworkId]: solana.rpcUrl })
      },
      now: () => Date.now() + offset,
      ...(options.projects === undefined ? {} : { projects: options.projects })
    })
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.destroy()))
    await site?.stop()
    await solana?.stop()
    await chain?.stop()
  })
  const need = <A>(value: A | undefined): A => {
    if (value === undefined) throw new Error("setUpAuthWorld: not started yet (use it in a test)")
    return value
  }
  return {
    get chain() {
      return need(chain)
    },
    get site() {
      return need(site)
    },
    get solana() {
      return need(solana)
    },
    get inbox() {
      return inboxClient(need(site).inboxUrl)
    },
    advanceServiceClock: (ms) => {
      offset += ms
    },
    client: (options = {}) => {
      const client = createGangway({
        networks: [
          localChain(need(chain).rpcUrl),
          ...(solana === undefined
            ? []
            : [solanaLocal(solana.rpcUrl, solana.wsUrl, solana.caipNetworkId.slice("solana:".length))])
        ],
        projectId: "gangway-local",
        auth: { frameUrl: need(site).frameUrl },
        storage: options.storage ?? memoryBackend(),
        platform: desktop,
        authFrameHost: recording(
          workerFrameHost({ storageDir: join(devices, options.device ?? `device-${clients.length}`) }),
          options.record
        )
      })
      clients.push(client)
      return client
    }
  }
}

export interface RecordedMessage {
  readonly direction: "to frame" | "from frame"
  readonly data: unknown
}

/** Every message between the app and the frame, into `record` (when given). */
const recording =
  (factory: AuthFrameHostFactory, record: Array<RecordedMessage> | undefined): AuthFrameHostFactory =>
  (frameUrl, query) => {
    const host = factory(frameUrl, query)
    if (record === undefined) return host
    return {
      ...host,
      post: (message) => {
        record.push({ direction: "to frame", data: structuredClone(message) })
        host.post(message)
      },
      listen: (onMessage) =>
        host.listen((data) => {
          record.push({ direction: "from frame", data: structuredClone(data) })
          onMessage(data)
        })
    }
  }

/** Resolves once `predicate` holds for the client's state (checked on every change). */
export const stateReaches = (
  client: GangwayClient,
  predicate: (state: ReturnType<GangwayClient["getState"]>) => boolean
) =>
  new Promise<void>((resolve) => {
    if (predicate(client.getState())) return resolve()
    const stop = client.subscribe(
      (state) => predicate(state),
      (reached) => {
        if (!reached) return
        stop()
        resolve()
      }
    )
  })

/** Reading the local inbox as a person waits for the next mail. */
export const mailReader = (world: AuthWorld) => {
  /** The first mail to `to` after mail `after` carrying `field` (waits for it), with its id. */
  const nextWith = async (to: string, after: number, field: "otp" | "approvalUrl") => {
    let cursor = after
    for (;;) {
      const mail = await world.inbox.nextMail(to, cursor)
      cursor = Number(mail.id)
      const value = (mail as unknown as Record<string, unknown>)[field]
      if (typeof value === "string") return { value, id: cursor }
    }
  }
  /** The id of the newest mail to `to` (0 when none). */
  const lastMailId = async (to: string) => Number((await world.inbox.mails(to))[0]?.id ?? 0)
  return { nextWith, lastMailId }
}
