import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Option } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Storage } from "../services/storage/storage.js"
import { fileBackend, fileStorageLayer, type StorageRecovery } from "./file-storage.js"

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

  it("the directory it creates is 0700 (it sits beside keys), the file 0600", () => {
    const dir = join(tempDir(), "a", "state")
    fileBackend(join(dir, "storage.json")).setItem("k", "v")
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    expect(statSync(join(dir, "storage.json")).mode & 0o777).toBe(0o600)
  })

  it("a truncated file keeps every entry that decodes, is set aside once as storage.json.corrupt-<time>, and is said once", () => {
    const dir = tempDir()
    const path = join(dir, "storage.json")
    const full = JSON.stringify(
      { a: "1", "@appkit/connections": '{"eip155":"local-signer"}', c: "third value" },
      null,
      2
    )
    const cut = full.slice(0, full.indexOf("third") + 3)
    writeFileSync(path, cut)
    const heard: Array<StorageRecovery> = []
    const backend = fileBackend(path, { onRecover: (recovery) => heard.push(recovery) })
    expect(backend.getItem("a")).toBe("1")
    expect(backend.getItem("@appkit/connections")).toBe('{"eip155":"local-signer"}')
    expect(backend.getItem("c")).toBeNull()
    backend.setItem("d", "4")
    expect(heard).toHaveLength(1)
    expect(heard[0]).toMatchObject({ path, kept: 2, reason: "it is not JSON (truncated or damaged)" })
    expect(heard[0]!.movedTo).toMatch(/storage\.json\.corrupt-\d{8}T\d{6}Z$/)
    expect(readFileSync(heard[0]!.movedTo!, "utf8")).toBe(cut)
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({
      a: "1",
      "@appkit/connections": '{"eip155":"local-signer"}',
      d: "4"
    })
  })

  it("garbage, a list or an entry that is not text: what decodes is kept, nothing dropped unseen", () => {
    for (const [text, kept, reason] of [
      ["\u0000\u0001 not json at all", {}, "it is not JSON (truncated or damaged)"],
      ['["a", "b"]', {}, "it holds a list, not an object of strings"],
      ['{"a": "1", "b": 2, "__proto__": "p"}', { a: "1", ["__proto__"]: "p" }, "1 entry is not text"]
    ] as const) {
      const path = join(tempDir(), "storage.json")
      writeFileSync(path, text)
      const heard: Array<StorageRecovery> = []
      const backend = fileBackend(path, { onRecover: (recovery) => heard.push(recovery) })
      backend.setItem("z", "26")
      expect({ text, heard: heard.map((item) => item.reason) }).toEqual({ text, heard: [reason] })
      const after = JSON.parse(readFileSync(path, "utf8"))
      expect(Object.keys(after).sort()).toEqual([...Object.keys(kept), "z"].sort())
      expect(Object.getPrototypeOf(after)).toBe(Object.prototype)
      expect(readFileSync(heard[0]!.movedTo!, "utf8")).toBe(text)
    }
  })

  it("an empty file is an empty storage, nothing to report", () => {
    const path = join(tempDir(), "storage.json")
    writeFileSync(path, "")
    const heard: Array<StorageRecovery> = []
    const backend = fileBackend(path, { onRecover: (recovery) => heard.push(recovery) })
    expect(backend.getItem("k")).toBeNull()
    backend.setItem("k", "v")
    expect(heard).toEqual([])
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({ k: "v" })
  })

  it("a directory where the file should be: reads and writes fail, and no temporary file is left behind", () => {
    const dir = tempDir()
    mkdirSync(join(dir, "storage.json"))
    const backend = fileBackend(join(dir, "storage.json"))
    expect(() => backend.getItem("k")).toThrow(/EISDIR/)
    expect(() => backend.setItem("k", "v")).toThrow()
    expect(readdirSync(dir)).toEqual(["storage.json"])
  })
})
