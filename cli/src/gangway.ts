import { join } from "node:path"
import type { CaipNetwork, GangwayClient } from "@gangway/core"
import { createGangway } from "@gangway/core"
import { fileBackend } from "@gangway/core/node"
import { resolveNetworks } from "./networks.js"
import { effectiveProjectId, type Settings } from "./settings.js"
import { readStoredKey, type SignerKey } from "./signer-key.js"

export interface Session {
  readonly client: GangwayClient
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly settings: Settings
  /** Stops the client: timers, sockets, fibers. */
  readonly close: () => Promise<void>
}

const desktop = { isMobile: false, isTelegram: false, isSafariIos: false }

/**
 * A core client over the state dir: file-backed storage, the local signer when
 * a key is known (given now or kept from `connect`), WalletConnect when there
 * is a project id. Waits until the remembered session is restored.
 */
export const openSession = async (settings: Settings, localSigner?: SignerKey): Promise<Session> => {
  const networks = resolveNetworks(settings.networks, settings)
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
    metadata: { name: "Gangway CLI", description: "gangway, the terminal CLI of Gangway", url: "https://gangway.invalid" },
    // Analytics only go to a self-hosted service or with a project id of one's own.
    features: { analytics: settings.apiUrl !== undefined || settings.projectId !== undefined },
    storage: fileBackend(join(settings.stateDir, "storage.json")),
    platform: desktop,
    sdkFlavor: "cli",
    analyticsPage: () => ({ url: "cli://gangway", domain: "gangway-cli" }),
    ...(signer === undefined ? {} : { localSigner: signer })
  })
  await client.ready
  return { client, networks, settings, close: () => client.destroy() }
}
