// The docs present the client's namespaced API (issue 32): the migration page maps every 0.1 flat
// method to its new name, no example calls a deprecated alias, and docs/client.md names every namespace.
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { flatAliasTargets } from "../src/client-aliases.js"
import { createGangway } from "../src/client.js"
import { localChain, mainnet } from "../src/domain/networks.js"
import { desktop } from "./controllers.js"

const ROOT = fileURLToPath(new URL("../../", import.meta.url))
const MIGRATION = join(ROOT, "docs/migrating-from-0.1.md")
const DOCS = [
  join(ROOT, "README.md"),
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => join(ROOT, "docs", name))
]
const read = (path: string) => readFileSync(path, "utf8")

/** The fenced code blocks. */
const codeBlocks = (markdown: string) =>
  [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]!)

const ALIASES = Object.keys(flatAliasTargets)

/** A call of a deprecated flat alias on the client, as the docs name it (`gangway.` or `client.`). */
const FLAT_CALL = new RegExp(`\\b(?:gangway|client)\\.(?:${ALIASES.join("|")})\\s*\\(`, "g")

describe("docs/migrating-from-0.1.md", () => {
  it("maps every 0.1 flat method to its area and member, one table row each", () => {
    expect(existsSync(MIGRATION)).toBe(true)
    const rows = read(MIGRATION)
      .split("\n")
      .filter((line) => line.startsWith("| `client."))
    expect(ALIASES.length).toBeGreaterThan(20)
    const missing = Object.entries(flatAliasTargets).filter(
      ([alias, [area, member]]) =>
        !rows.some(
          (row) => new RegExp(`^\\| \`client\\.${alias}\\b`).test(row) && row.includes(`\`client.${area}.${member}`)
        )
    )
    expect(missing).toEqual([])
  })
})

describe("the docs' code", () => {
  it("calls no deprecated flat alias on the client (migrating-from-0.1.md aside)", () => {
    const calls = DOCS.filter((path) => path !== MIGRATION).flatMap((path) =>
      codeBlocks(read(path)).flatMap((block) =>
        [...block.matchAll(FLAT_CALL)].map((match) => `${relative(ROOT, path)}: ${match[0]}`)
      )
    )
    expect(calls).toEqual([])
  })

  it("finds a flat call, and leaves namespaced calls and hooks alone", () => {
    const block = "await gangway.previewSend()\nclient.connect(id)\ngangway.send.preview()\nuseGangway().open()\n"
    expect([...block.matchAll(FLAT_CALL)].map((match) => match[0])).toEqual(["gangway.previewSend(", "client.connect("])
  })
})

describe("docs/client.md", () => {
  it("names every namespace of the client as client.<namespace>", async () => {
    const client = createGangway({
      networks: [localChain("http://127.0.0.1:8545"), mainnet],
      storage: "memory",
      platform: desktop
    })
    try {
      // The client's namespaces: its members that hold functions of their own (`client.send` is callable too).
      const namespaces = Object.entries(client)
        .filter(
          ([, value]) =>
            (typeof value === "object" || typeof value === "function") &&
            value !== null &&
            Object.values(value as object).some((member) => typeof member === "function")
        )
        .map(([key]) => key)
      expect(namespaces).toEqual(expect.arrayContaining(["modal", "connection", "send", "swap", "sessions"]))
      const page = read(join(ROOT, "docs/client.md"))
      expect(namespaces.filter((key) => !new RegExp(`\\b(?:client|gangway)\\.${key}\\b`).test(page))).toEqual([])
    } finally {
      await client.destroy()
    }
  })
})
