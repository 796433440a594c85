// Effect-free: a page asks these before it has loaded the client, to know
// whether the client must load at once to restore the visitor's session, and
// which network to show meanwhile.
import { StorageKeys } from "../domain/storage-keys.js"
import type { StorageBackend } from "../services/storage/storage.js"

/**
 * Whether the storage a client would use (`createGangway`'s `storage` option)
 * remembers a connected wallet. Memory storage never does; a storage that
 * cannot be read does not.
 */
export const hasRememberedSession = (storage: ClientStorage): boolean =>
  read(storage, StorageKeys.connectedConnectorIds) !== undefined

/**
 * The network the visitor last used (`caipNetworkId`), which a client makes
 * active again as it starts, connected or not; undefined when none is stored.
 */
export const rememberedNetworkId = (storage: ClientStorage): string | undefined =>
  read(storage, StorageKeys.activeCaipNetworkId)

type ClientStorage = "browser" | "memory" | StorageBackend | undefined

const read = (storage: ClientStorage, key: string): string | undefined => {
  if (storage === "memory") return undefined
  try {
    const backend = storage === undefined || storage === "browser" ? globalThis.localStorage : storage
    return backend?.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}
