import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import type { Layer } from "effect"
import { Storage, type StorageBackend } from "../services/storage/storage.js"

/**
 * Storage in one JSON file (the CLI's `--state-dir`). Every write replaces the
 * file atomically (write a temporary file, then rename), so a crash never
 * leaves half a file; an unreadable file reads as empty.
 */
export const fileBackend = (path: string): StorageBackend => {
  const load = (): Record<string, string> => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(path, "utf8"))
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {}
      return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === "string"))
    } catch {
      return {}
    }
  }
  const save = (items: Record<string, string>) => {
    mkdirSync(dirname(path), { recursive: true })
    const temporary = `${path}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(items, null, 2), { mode: 0o600 })
    renameSync(temporary, path)
  }
  return {
    getItem: (key) => load()[key] ?? null,
    setItem: (key, value) => save({ ...load(), [key]: value }),
    removeItem: (key) => {
      const items = load()
      if (!(key in items)) return
      delete items[key]
      save(items)
    }
  }
}

export const fileStorageLayer = (stateDir: string): Layer.Layer<Storage> =>
  Storage.layerBackend(fileBackend(join(stateDir, "storage.json")))
