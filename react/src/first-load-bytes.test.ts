// The bytes a page loads for Gangway before the first click (issue 33): docs/getting-started.md's
// minimal page, read from the doc, built by esbuild (code splitting, ESM, minified) from the
// workspace's sources, against the same page without Gangway. `npm run bench` (bench/bundlers.mjs)
// measures the packed tarballs in a browser with Vite, esbuild and webpack; this keeps the
// figure from growing back between benches.
import { build, type Metafile } from "esbuild"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { afterAll, describe, expect, it } from "vitest"
// @ts-expect-error: a plain .mjs module of the bench, without types
import { REACT_ALONE_PAGE, documentedPage } from "../../bench/lib/documented-page.mjs"

const repoModules = new URL("../../node_modules", import.meta.url).pathname
const work = mkdtempSync(join(tmpdir(), "gangway-first-load-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/**
 * Today's figure for esbuild, rounded up: the docs page loads 19.6 KB over React alone
 * (45.4 KB before its networks stopped pulling viem's chain code and the modal's shell left the
 * first load). Issue 33's bound is 12 KB: lower this as the first load shrinks.
 */
const CEILING_OVER_REACT = 20 * 1024

/** gzip -9 bytes of the JS the page fetches before the first click: its entry and the chunks it imports statically. */
const firstLoadBytes = async (name: string, files: Record<string, string>): Promise<number> => {
  const dir = join(work, name)
  mkdirSync(dir, { recursive: true })
  for (const [file, source] of Object.entries(files)) writeFileSync(join(dir, file), source)
  const result = await build({
    absWorkingDir: dir,
    entryPoints: [join(dir, "main.tsx")],
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: "es2022",
    jsx: "automatic",
    outdir: join(dir, "out"),
    write: false,
    metafile: true,
    conditions: ["@gangway/source"],
    nodePaths: [repoModules],
    define: { "process.env.NODE_ENV": '"production"', "import.meta.env.VITE_GANGWAY_PROJECT_ID": '"gangway-test"' },
    logLevel: "silent"
  })
  const outputs: Metafile["outputs"] = result.metafile.outputs
  const text = new Map(result.outputFiles.map((file) => [file.path, file.contents]))
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint?.endsWith("main.tsx"))
  const loaded = new Set<string>()
  const visit = (path: string): void => {
    if (loaded.has(path)) return
    loaded.add(path)
    for (const record of outputs[path]?.imports ?? []) if (record.kind === "import-statement" && record.external !== true) visit(record.path)
  }
  visit(entry ?? "")
  return [...loaded].reduce((sum, path) => sum + gzipSync(text.get(join(dir, path)) ?? new Uint8Array(), { level: 9 }).length, 0)
}

describe("the documented page's first load", () => {
  it(`loads at most ${CEILING_OVER_REACT / 1024} KB gzip over React alone before the first click (esbuild)`, { timeout: 120_000 }, async () => {
    const documented = await firstLoadBytes("documented", documentedPage())
    const reactAlone = await firstLoadBytes("react", { "main.tsx": REACT_ALONE_PAGE })
    // React itself is there in both: the page draws its button.
    expect(reactAlone).toBeGreaterThan(50 * 1024)
    expect(documented - reactAlone).toBeLessThanOrEqual(CEILING_OVER_REACT)
  })
})
