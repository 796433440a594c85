import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Option } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Storage } from "../services/storage/storage.js"
import { fileBackend, fileStorageLayer } from "./file-storage.js"

const dirs: Array<string> = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "gangway-storage-"))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe("file-backed storage", () => {
  it("persists across instances, in a file only the user can read", async () => {
    const dir = tempDir()
    await Effect.runPromise(
      Effect.flatMap(Storage, (storage) => storage.setItem("@appkit/active_namespace", "eip155")).pipe(
        Effect.provide(fileStorageLayer(join(dir, "state")))
      )
    )
    const read = await Effect.runPromise(
      Effect.flatMap(Storage, (storage) => storage.getItem("@appkit/active_namespace")).pipe(
        Effect.provide(fileStorageLayer(join(dir, "state")))
      )
    )
    expect(read).toEqual(Option.some("eip155"))
    expect(statSync(join(dir, "state", "storage.json")).mode & 0o777).toBe(0o600)
  })

  it("an unreadable file reads as empty and is replaced on the next write", () => {
    const path = join(tempDir(), "storage.json")
    writeFileSync(path, "{ half a file")
    const backend = fileBackend(path)
    expect(backend.getItem("k")).toBeNull()
    backend.setItem("k", "v")
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({ k: "v" })
    backend.removeItem("k")
    expect(backend.getItem("k")).toBeNull()
  })
})
