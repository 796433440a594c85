// Effect-free: a page asks this before it has loaded the client, to know
// whether the client must load at once to restore the visitor's session.
import { StorageKeys } from "../domain/storage-keys.js"
import type { StorageBackend } from "../services/storage/storage.js"

/**
 * Whether the storage a client would use (`createGangway`'s `storage` option)
 * remembers a connected wallet. Memory storage never does; a storage that
 * cannot be read does not.
 */
export const hasRememberedSession = (storage: "browser" | "memory" | StorageBackend | undefined): boolean => {
  if (storage === "memory") return false
  try {
    const backend = storage === undefined || storage === "browser" ? globalThis.localStorage : storage
    return backend !== undefined && backend.getItem(StorageKeys.connectedConnectorIds) !== null
  } catch {
    return false
  }
}
