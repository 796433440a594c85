import { instancePrefix } from "./instance-prefix.js"
import type { KeyValueStorage } from "./key-value-storage.js"

export type SignClient = Awaited<ReturnType<typeof import("@walletconnect/sign-client").SignClient.init>>
export type SignClientSession = SignClient["session"]["values"][number]

/**
 * The real sign-client, loaded and started on first use (it is the largest dependency of the
 * core), and its shutdown: the relay socket closed and the SDK's core released.
 */
/** The dApp as WalletConnect shows it to the wallet. */
export interface WalletConnectMetadata {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: ReadonlyArray<string>
}

export const makeSignClient = (options: {
  readonly projectId: string
  readonly relayUrl?: string | undefined
  readonly metadata: WalletConnectMetadata
  readonly storage: KeyValueStorage
  readonly storagePrefix: string
}) => {
  let client: Promise<SignClient> | undefined
  let prefix: string | undefined

  const get = () => {
    client ??= Promise.all([import("@walletconnect/sign-client"), instancePrefix(options)]).then(
      ([{ SignClient }, found]) => {
        prefix = found
        return SignClient.init({
          projectId: options.projectId,
          ...(options.relayUrl === undefined ? {} : { relayUrl: options.relayUrl }),
          customStoragePrefix: found,
          storage: options.storage,
          telemetryEnabled: false,
          logger: "silent",
          metadata: { ...options.metadata, icons: [...options.metadata.icons] }
        })
      }
    )
    return client
  }

  const shutdown = async () => {
    if (client === undefined) return
    const signClient = await client.catch(() => undefined)
    client = undefined
    if (signClient === undefined) return
    signClient.core.heartbeat.stop()
    await signClient.core.relayer.transportClose().catch(() => undefined)
    // The SDK keeps one core per storage prefix on globalThis; a later client on the
    // same storage (a restart) must build its own from storage, as after a page load.
    const global = globalThis as Record<string, unknown>
    delete global[`_walletConnectCore_${prefix ?? ""}`]
    delete global[`_walletConnectCore_${prefix ?? ""}_count`]
  }

  return { get, shutdown }
}
