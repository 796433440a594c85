// The docs say what the code does (issue 33, items 10 and 14): every relative link in README.md and
// docs/*.md reaches a file (and its #anchor a heading there), docs/client.md's option table names
// exactly the options createGangway takes, and createGangway is imported from the one documented entry.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import type { GangwayEnvironment } from "../src/create-options.js"
import { Schema } from "effect"
import { GangwayOptions } from "../src/config.js"
import { localChain } from "../src/domain/networks.js"
import { resolveFeatures } from "../src/state/resolved-options.js"
import { HOSTED_BASE_URLS } from "../src/services/http/api-config-values.js"
import { AnalyticsEvent } from "../src/services/analytics/events.js"

const ROOT = fileURLToPath(new URL("../../", import.meta.url))
const DOCS = [
  join(ROOT, "README.md"),
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => join(ROOT, "docs", name))
]
const read = (path: string) => readFileSync(path, "utf8")
const name = (path: string) => relative(ROOT, path)

/** The text outside fenced code blocks (links in code are code). */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "")

/** The fenced code blocks. */
const codeBlocks = (markdown: string) =>
  [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]!)

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2… */
export const anchorsOf = (markdown: string): Set<string> => {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = heading!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, "")
      .replace(/ /g, "-")
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** Relative link targets in the prose: `[text](target)`, web and mail addresses left out. */
const relativeLinks = (markdown: string) =>
  [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))

const brokenLinks = (path: string): Array<string> =>
  relativeLinks(read(path)).flatMap((target) => {
    const [file, anchor] = target.split("#") as [string, string | undefined]
    const resolved = file === "" ? path : resolve(dirname(path), decodeURIComponent(file))
    if (!existsSync(resolved)) return [`${name(path)}: ${target} (no such file)`]
    if (anchor === undefined || anchor === "" || statSync(resolved).isDirectory() || !resolved.endsWith(".md"))
      return []
    return anchorsOf(read(resolved)).has(decodeURIComponent(anchor))
      ? []
      : [`${name(path)}: ${target} (no such heading)`]
  })

describe("the docs' links", () => {
  it("every relative link in README.md and docs/*.md reaches a file, and its #anchor a heading in it", () => {
    expect(DOCS.length).toBeGreaterThan(20)
    expect(DOCS.flatMap((path) => relativeLinks(read(path))).length).toBeGreaterThan(100)
    expect(DOCS.flatMap(brokenLinks)).toEqual([])
  })

  it("README.md's documentation list links every page of docs/", () => {
    const readme = read(join(ROOT, "README.md"))
    const pages = DOCS.filter((path) => path.includes("/docs/")).map(name)
    expect(pages.filter((page) => !readme.includes(`](${page})`))).toEqual([])
  })

  it("README.md names every workspace package", () => {
    const readme = read(join(ROOT, "README.md"))
    const { workspaces } = JSON.parse(read(join(ROOT, "package.json"))) as { workspaces: Array<string> }
    // scripts/registry-gaps/*: empty stand-ins for what the registry lacks, not packages of Gangway.
    const packages = workspaces
      .filter((dir) => !dir.startsWith("scripts/"))
      .map((dir) => (JSON.parse(read(join(ROOT, dir, "package.json"))) as { name: string }).name)
    expect(packages.filter((pkg) => !readme.includes(`| [\`${pkg}\`]`))).toEqual([])
  })

  it("README.md names every URL switch the demo reads (?bitcoin, ?polkadot, ?siwx, ?locale=…)", () => {
    const readme = read(join(ROOT, "README.md"))
    const demo = join(ROOT, "react/demo/src")
    const switches = [
      ...new Set(
        readdirSync(demo)
          .filter((file) => /\.tsx?$/.test(file))
          .flatMap((file) =>
            [...read(join(demo, file)).matchAll(/\.(?:has|get)\("([a-z]+)"\)/g)].map((match) => match[1]!)
          )
      )
    ].sort()
    expect(switches).toEqual(expect.arrayContaining(["bitcoin", "locale", "polkadot", "siwx"]))
    expect(switches.filter((key) => !new RegExp(`\`[?&]${key}[=\`]`).test(readme))).toEqual([])
  })

  it("reads anchors as GitHub writes them, and finds a link that misses", () => {
    expect([
      ...anchorsOf(
        "# The client: `createGangway`\n## A standard provider: `getProvider`\n## Log\n## Log\n```\n# not a heading\n```"
      )
    ]).toEqual(["the-client-creategangway", "a-standard-provider-getprovider", "log", "log-1"])
    const dir = mkdtempSync(join(tmpdir(), "gangway-docs-"))
    try {
      writeFileSync(join(dir, "a.md"), "# A\n[ok](a.md#a) [gone](b.md) [no heading](a.md#b) [here](#a)\n")
      expect(brokenLinks(join(dir, "a.md")).map((finding) => finding.replace(/^.*?: /, ""))).toEqual([
        "b.md (no such file)",
        "a.md#b (no such heading)"
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(
      relativeLinks("[a](client.md#log) [b](https://x.example) [c](#here) `[d](code.md)`\n```\n[e](in-code.md)\n```")
    ).toEqual(["client.md#log", "#here", "code.md"])
  })
})

// Every key of the environment half of CreateGangwayOptions: the compiler refuses a missing or an extra one.
const ENVIRONMENT_KEYS = {
  storage: true,
  platform: true,
  localSigner: true,
  authFrameHost: true,
  sdkFlavor: true,
  analyticsPage: true
} as const satisfies Record<keyof GangwayEnvironment, true>

/** The options named in the first column of docs/client.md's option table. */
const documentedOptions = () => {
  const section = read(join(ROOT, "docs/client.md"))
    .split(/^## Options$/m)[1]!
    .split(/^## /m)[0]!
  const rows = section.split("\n").filter((line) => line.startsWith("| `"))
  return rows.flatMap((row) => [...row.split("|")[1]!.matchAll(/`([A-Za-z]+)`/g)].map((match) => match[1]!))
}

describe("docs/client.md's options", () => {
  it("name every option createGangway takes (its Schema and its environment), and no other", () => {
    const taken = [...Object.keys(GangwayOptions.fields), ...Object.keys(ENVIRONMENT_KEYS)].sort()
    const documented = documentedOptions()
    expect(documented.length).toBeGreaterThan(20)
    expect(new Set(documented).size).toBe(documented.length)
    expect({
      missingFromTheDoc: taken.filter((key) => !documented.includes(key)),
      notAnOption: documented.filter((key) => !taken.includes(key))
    }).toEqual({
      missingFromTheDoc: [],
      notAnOption: []
    })
  })
})

/**
 * createGangway's documented entry for a page with the modal is `@gangway/react/client` (it reports the React build
 * to the hosted services); code without React (Node, viem or ethers alone, the headless client) imports it from `@gangway/core`.
 */
const MODAL_DOCS = ["docs/getting-started.md", "docs/react.md", "docs/auth.md", "docs/migrating.md"]

const createGangwayImports = () =>
  DOCS.flatMap((path) =>
    codeBlocks(read(path)).flatMap((block) =>
      [...block.matchAll(/import \{([^}]*)\} from "([^"]+)"/g)]
        .filter((match) => /\bcreateGangway\b/.test(match[1]!))
        .map((match) => ({
          doc: name(path),
          from: match[2]!,
          withModal: /from "@gangway\/react"/.test(block) || MODAL_DOCS.includes(name(path))
        }))
    )
  )

describe("where the docs import createGangway from", () => {
  it("@gangway/react/client in a page with the modal, @gangway/core without React, and nowhere else", () => {
    const imports = createGangwayImports()
    expect(imports.length).toBeGreaterThan(10)
    expect(
      imports.filter((found) => found.from !== (found.withModal ? "@gangway/react/client" : "@gangway/core"))
    ).toEqual([])
  })

  it("getting-started.md types the first bundle's options from @gangway/core/light", () => {
    const blocks = codeBlocks(read(join(ROOT, "docs/getting-started.md")))
    const firstBundle = blocks.filter((block) => block.includes("<GangwayProvider load={load}"))
    expect(firstBundle.length).toBe(2)
    for (const block of firstBundle)
      expect(block).toMatch(/import \{ [^}]*type CreateGangwayOptions \} from "@gangway\/core\/light"/)
  })
})

describe("getting-started.md on hosted calls and analytics", () => {
  const page = read(join(ROOT, "docs/getting-started.md"))
  const section = page.split(/^## What Gangway calls and sends$/m)[1]?.split(/^## /m)[0] ?? ""

  it("names the three hosted services at their real addresses", () => {
    for (const url of Object.values(HOSTED_BASE_URLS)) expect(section).toContain(`\`${url}\``)
  })

  it("lists exactly the events analytics sends, says it sends the connected address, and how to turn it off", () => {
    const sent = AnalyticsEvent.members.map((member) => member.fields.event.literal).sort()
    const table = section.split(/^### Analytics/m)[1] ?? ""
    const listed = [...table.matchAll(/^\| (`[A-Z_]+`(?:, `[A-Z_]+`)*) \|/gm)]
      .flatMap((match) => [...match[1]!.matchAll(/`([A-Z_]+)`/g)].map((name) => name[1]!))
      .sort()
    expect(listed).toEqual(sent)
    expect(table.replace(/\s+/g, " ")).toContain("`address` is **the connected address**")
    expect(table).toContain("features: { analytics: false }")
    // The option as written is one createGangway takes, and it turns analytics off.
    const options = Schema.decodeUnknownSync(GangwayOptions)({
      networks: [localChain("http://127.0.0.1:8545")],
      features: { analytics: false }
    })
    expect(resolveFeatures(options).analytics).toBe(false)
    expect(resolveFeatures({}).analytics).toBe(true)
  })
})
