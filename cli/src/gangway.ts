import { join } from "node:path"
import type { CaipNetwork, GangwayClient } from "@gangway/core"
import { createGangway } from "@gangway/core"
import type { SiwxProvider, StorageBackend } from "@gangway/core"
import { fileBackend, workerFrameHost, type StorageRecovery } from "@gangway/core/node"
import { isGivenByRpcUrl, resolveNetworks } from "./networks.js"
import { requireRpc } from "./rpc-probe.js"
import { effectiveProjectId, type Settings } from "./settings.js"
import { readStoredKey, type SignerKey } from "./signer-key.js"
import { prepareStateDir, stateDirUnusable } from "./state-dir.js"

export interface Session {
  readonly client: GangwayClient
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly settings: Settings
  /** Stops the client: timers, sockets, fibers. */
  readonly close: () => Promise<void>
  /**
   * Throws 'StateDirUnusable' when a write to the state dir's storage failed since the
   * session opened (the core ignores storage failures, SPEC §8): `what` was not saved.
   */
  readonly requireSaved: (what: string) => void
}

export interface SessionOptions {
  /** The command changes the session (connect, switch, disconnect): the state dir must be writable. */
  readonly persist?: boolean | undefined
  /** Sign-in with the wallet against this provider (`gangway sign-in`, a script's `signIn` step). */
  readonly siwx?: SiwxProvider | undefined
  /** The app's URL (WalletConnect's metadata.url): outside a browser, the site sign-in messages must name. */
  readonly appUrl?: string | undefined
  /** Hears that storage.json could not be read in full and was recovered (said once). */
  readonly onStorageRecovered?: ((recovery: StorageRecovery) => void) | undefined
}

/** The file backend, with its write failures kept (the core only logs them). */
const recordingBackend = (backend: StorageBackend) => {
  let failure: unknown
  const record =
    <A extends Array<unknown>>(write: (...args: A) => void) =>
    (...args: A) => {
      try {
        write(...args)
      } catch (error) {
        failure ??= error
        throw error
      }
    }
  return {
    backend: { getItem: backend.getItem, setItem: record(backend.setItem), removeItem: record(backend.removeItem) },
    failure: () => failure
  }
}

const desktop = { isMobile: false, isTelegram: false, isSafariIos: false }

/** Email login: the frame site's own script in a worker, its storage a folder per frame origin. */
const authOptions = (settings: Settings) =>
  settings.authFrameUrl === undefined
    ? {}
    : {
        auth: { frameUrl: settings.authFrameUrl, socials: [] },
        authFrameHost: workerFrameHost({
          storageDir: join(settings.stateDir, "auth-frames", encodeURIComponent(new URL(settings.authFrameUrl).origin))
        })
      }

/**
 * A core client over the state dir: file-backed storage, the local signer when
 * a key is known (given now or kept from `connect`), WalletConnect when there
 * is a project id. Waits until the remembered session is restored.
 */
export const openSession = async (
  settings: Settings,
  localSigner?: SignerKey,
  options: SessionOptions = {}
): Promise<Session> => {
  const networks = resolveNetworks(settings.networks, settings)
  // A chain given only as eip155:<id> is whatever --rpc-url serves: check that it is that chain.
  for (const network of networks) if (isGivenByRpcUrl(network, settings)) await requireRpc(network)
  prepareStateDir(settings.stateDir, { write: options.persist === true })
  const storage = recordingBackend(
    fileBackend(join(settings.stateDir, "storage.json"), { onRecover: options.onStorageRecovered })
  )
  const projectId = effectiveProjectId(settings)
  const signer = localSigner ?? readStoredKey(settings.stateDir)
  const [first, ...rest] = networks
  if (first === undefined) throw new Error("no network configured")
  const client = createGangway({
    networks: [first, ...rest],
    ...(projectId === undefined ? {} : { projectId }),
    ...(settings.relayUrl === undefined ? {} : { relayUrl: settings.relayUrl }),
    ...(settings.apiUrl === undefined
      ? {}
      : {
          apiUrls: {
            dataApi: settings.apiUrl,
            walletDirectory: `${settings.apiUrl}/directory`,
            analytics: `${settings.apiUrl}/analytics`
          }
        }),
    metadata: {
      name: "Gangway CLI",
      description: "gangway, the terminal CLI of Gangway",
      url: options.appUrl ?? "https://gangway.invalid"
    },
    // Analytics only go to a self-hosted service or with a project id of one's own.
    features: { analytics: settings.apiUrl !== undefined || settings.projectId !== undefined },
    storage: storage.backend,
    platform: desktop,
    sdkFlavor: "cli",
    analyticsPage: () => ({ url: "cli://gangway", domain: "gangway-cli" }),
    ...(signer === undefined ? {} : { localSigner: signer }),
    ...authOptions(settings),
    ...(options.siwx === undefined ? {} : { siwx: options.siwx })
  })
  await client.ready
  const requireSaved = (what: string) => {
    const failure = storage.failure()
    if (failure === undefined) return
    const code = (failure as { code?: unknown }).code
    throw stateDirUnusable(
      `${what} was not saved: the state dir ${settings.stateDir} cannot be written to (${typeof code === "string" ? code : failure instanceof Error ? failure.message : String(failure)})`
    )
  }
  return { client, networks, settings, close: () => client.destroy(), requireSaved }
}
