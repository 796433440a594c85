import type { KeyValueStorage } from "./key-value-storage.js"

const INSTANCE_KEY = "gangway:instance"

/**
 * The SDK's storage prefix for this storage: the configured prefix and an id kept in the
 * storage itself, so clients on different storages never share the SDK's global core
 * while a client reopening the same storage finds its sessions again.
 */
export const instancePrefix = async (options: {
  readonly storage: KeyValueStorage
  readonly storagePrefix: string
}): Promise<string> => {
  const saved = await options.storage.getItem<string>(INSTANCE_KEY)
  if (typeof saved === "string" && saved !== "") return `${options.storagePrefix}${saved}`
  const id = crypto.randomUUID()
  await options.storage.setItem(INSTANCE_KEY, id)
  return `${options.storagePrefix}${id}`
}
