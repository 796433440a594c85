import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { basename, dirname, join } from "node:path"
import type { Layer } from "effect"
import { Storage, type StorageBackend } from "../services/storage/storage.js"

/** What was done with a storage file that could not be read in full. */
export interface StorageRecovery {
  /** The storage file. */
  readonly path: string
  /** Where the unreadable file was copied to (`<file>.corrupt-<time>`); none when it could not be. */
  readonly movedTo: string | undefined
  /** How many entries decoded and were kept. */
  readonly kept: number
  /** What was wrong with the file. */
  readonly reason: string
}

export interface FileBackendOptions {
  /** Called once when an unreadable file was found, what decoded kept and the file set aside. */
  readonly onRecover?: ((recovery: StorageRecovery) => void) | undefined
}

// A JSON string, as JSON.stringify writes one.
const JSON_STRING = String.raw`"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"`
const STRING_PAIR = new RegExp(String.raw`(${JSON_STRING})\s*:\s*(${JSON_STRING})`, "g")

/**
 * The `"key": "value"` pairs of a file that is not JSON (truncated, or garbage around them):
 * the file is a flat object of strings, so each pair that reads as two JSON strings is an
 * entry. A pair cannot start inside a string value: there, every quote is escaped.
 */
const salvage = (text: string): Record<string, string> => {
  const items: Record<string, string> = {}
  for (const match of text.matchAll(STRING_PAIR)) {
    Object.defineProperty(items, JSON.parse(match[1]!) as string, {
      value: JSON.parse(match[2]!) as string,
      enumerable: true,
      writable: true,
      configurable: true
    })
  }
  return items
}

/** The file's entries; `problem` says what could not be read (undefined: all of it). */
const decode = (text: string): { readonly items: Record<string, string>; readonly problem: string | undefined } => {
  if (text.trim() === "") return { items: {}, problem: undefined }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    const items = salvage(text)
    return { items, problem: "it is not JSON (truncated or damaged)" }
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return {
      items: {},
      problem: `it holds ${Array.isArray(parsed) ? "a list" : parsed === null ? "null" : `a ${typeof parsed}`}, not an object of strings`
    }
  }
  const entries = Object.entries(parsed)
  const strings = entries.filter(([, value]) => typeof value === "string") as Array<[string, string]>
  const items: Record<string, string> = {}
  for (const [key, value] of strings)
    Object.defineProperty(items, key, { value, enumerable: true, writable: true, configurable: true })
  const others = entries.length - strings.length
  return { items, problem: others === 0 ? undefined : `${others} entr${others === 1 ? "y is" : "ies are"} not text` }
}

const timestamp = () => new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "")

/**
 * Storage in one JSON file (the CLI's `--state-dir`). Every write replaces the file
 * atomically (a temporary file, then rename; the temporary file is removed when that
 * fails), in a directory created 0700 and a file 0600. A file that cannot be read in full
 * (truncated, garbage, a list, entries that are not text) is recovered per entry: what
 * decodes is kept, the file is copied aside as `<file>.corrupt-<time>` and `onRecover`
 * hears it once. A file that cannot be read at all (a directory, no permission) fails
 * the read, and every write: it is never replaced by a file that lost its entries.
 */
export const fileBackend = (path: string, options: FileBackendOptions = {}): StorageBackend => {
  const save = (items: Record<string, string>) => {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
    const temporary = `${path}.${process.pid}.tmp`
    try {
      writeFileSync(temporary, JSON.stringify(items, null, 2), { mode: 0o600 })
      renameSync(temporary, path)
    } catch (error) {
      try {
        rmSync(temporary, { force: true })
      } catch {
        // Not a file of ours (a directory in its place): left as it is.
      }
      throw error
    }
  }
  let reported = false
  const recover = (items: Record<string, string>, problem: string) => {
    const aside = join(dirname(path), `${basename(path)}.corrupt-${timestamp()}`)
    let movedTo: string | undefined
    try {
      copyFileSync(path, aside)
      save(items)
      movedTo = aside
    } catch {
      // Nothing could be written: the file stays as it is, and what decoded is still read.
    }
    if (reported) return
    reported = true
    options.onRecover?.({ path, movedTo, kept: Object.keys(items).length, reason: problem })
  }
  const load = (): Record<string, string> => {
    let text: string
    try {
      text = readFileSync(path, "utf8")
    } catch (error) {
      if ((error as { code?: unknown }).code === "ENOENT") return {}
      throw error
    }
    const { items, problem } = decode(text)
    if (problem !== undefined) recover(items, problem)
    return items
  }
  return {
    getItem: (key) => {
      const items = load()
      return Object.hasOwn(items, key) ? items[key]! : null
    },
    setItem: (key, value) => {
      const items = load()
      Object.defineProperty(items, key, { value, enumerable: true, writable: true, configurable: true })
      save(items)
    },
    removeItem: (key) => {
      const items = load()
      if (!Object.hasOwn(items, key)) return
      delete items[key]
      save(items)
    }
  }
}

export const fileStorageLayer = (stateDir: string, options?: FileBackendOptions): Layer.Layer<Storage> =>
  Storage.layerBackend(fileBackend(join(stateDir, "storage.json"), options))
