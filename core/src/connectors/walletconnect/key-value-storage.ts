import { Effect, Option } from "effect"
import type { Storage } from "../../services/storage/storage.js"

/** The async key-value interface the WalletConnect SDK persists its sessions through. */
export interface KeyValueStorage {
  getKeys(): Promise<Array<string>>
  getEntries<T = unknown>(): Promise<Array<[string, T]>>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

const WALLETCONNECT_STORAGE_KEY = "@appkit/walletconnect"

/**
 * The SDK's storage kept in one item of our `Storage`, so a WalletConnect
 * session lives wherever the client keeps its state: localStorage in a
 * browser, the state directory for the CLI, memory in tests.
 */
export const keyValueStorage = (storage: Storage["Service"]): KeyValueStorage => {
  const load = async (): Promise<Record<string, unknown>> => {
    const text = await Effect.runPromise(storage.getItem(WALLETCONNECT_STORAGE_KEY))
    if (Option.isNone(text)) return {}
    try {
      const parsed: unknown = JSON.parse(text.value)
      return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {}
    } catch {
      return {}
    }
  }
  const save = (items: Record<string, unknown>) =>
    Effect.runPromise(storage.setItem(WALLETCONNECT_STORAGE_KEY, JSON.stringify(items)))
  // Writes are chained so two concurrent updates never lose each other's keys.
  let queue: Promise<unknown> = Promise.resolve()
  const update = (change: (items: Record<string, unknown>) => void) => {
    const next = queue.then(async () => {
      const items = await load()
      change(items)
      await save(items)
    })
    queue = next.catch(() => undefined)
    return next
  }
  return {
    getKeys: async () => Object.keys(await load()),
    getEntries: async <T>() => Object.entries(await load()) as Array<[string, T]>,
    getItem: async <T>(key: string) => (await load())[key] as T | undefined,
    setItem: (key, value) =>
      update((items) => {
        if (value === undefined) delete items[key]
        else items[key] = value
      }),
    removeItem: (key) =>
      update((items) => {
        delete items[key]
      })
  }
}
