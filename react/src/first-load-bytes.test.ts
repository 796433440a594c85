// The bytes a page loads for Gangway before the first click (issue 33): docs/getting-started.md's
// minimal page, read from the doc, built by esbuild (code splitting, ESM, minified) from the
// workspace's sources, against the same page without Gangway. `npm run bench` (bench/bundlers.mjs)
// measures the packed tarballs in a browser with Vite, esbuild and webpack; this keeps the
// figure from growing back between benches.
import { build, type Metafile } from "esbuild"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, relative } from "node:path"
import { gzipSync } from "node:zlib"
import { afterAll, describe, expect, it } from "vitest"
// @ts-expect-error: a plain .mjs module of the bench, without types
import { REACT_ALONE_PAGE, documentedPage } from "../../bench/lib/documented-page.mjs"

const repo = new URL("../../", import.meta.url).pathname
const repoModules = join(repo, "node_modules")
const work = mkdtempSync(join(tmpdir(), "gangway-first-load-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/**
 * Issue 33's bound: the docs page loads at most 12 KB over React alone (it was 45.4 KB before its
 * networks stopped pulling viem's chain code and the modal's shell left the first load, 19.6 KB
 * before the first bundle became one chunk in esbuild and the views' helpers left `light`).
 */
const CEILING_OVER_REACT = 12 * 1024

/** The JS the page fetches before the first click (its entry and the chunks it imports statically): gzip -9 bytes, and how many scripts. */
const firstLoad = async (
  name: string,
  files: Record<string, string>
): Promise<{ readonly bytes: number; readonly scripts: number }> => {
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
    for (const record of outputs[path]?.imports ?? [])
      if (record.kind === "import-statement" && record.external !== true) visit(record.path)
  }
  visit(entry ?? "")
  return {
    bytes: [...loaded].reduce(
      (sum, path) => sum + gzipSync(text.get(join(dir, path)) ?? new Uint8Array(), { level: 9 }).length,
      0
    ),
    scripts: loaded.size
  }
}

/** The modules a source file loads by a dynamic import, relative to the repository, without extension. */
const dynamicTargets = (file: string): ReadonlyArray<string> =>
  [...readFileSync(join(repo, file), "utf8").matchAll(/import\("(\.[^"]+)"\)/g)].map((match) =>
    relative(repo, join(dirname(join(repo, file)), match[1]!)).replace(/\.js$/, "")
  )

const sourceOf = (module: string): string => {
  const file = [".ts", ".tsx"].map((extension) => join(repo, module + extension)).find((path) => existsSync(path))
  if (file === undefined) throw new Error(`no source for ${module}`)
  return readFileSync(file, "utf8")
}

describe("the documented page's first load", () => {
  it(`loads at most ${CEILING_OVER_REACT / 1024} KB gzip over React alone before the first click, in four scripts (esbuild)`, {
    timeout: 120_000
  }, async () => {
    const documented = await firstLoad("documented", documentedPage())
    const reactAlone = await firstLoad("react", { "main.tsx": REACT_ALONE_PAGE })
    // React itself is there in both: the page draws its button.
    expect(reactAlone.bytes).toBeGreaterThan(50 * 1024)
    expect(documented.bytes - reactAlone.bytes).toBeLessThanOrEqual(CEILING_OVER_REACT)
    // The page, the first bundle's React modules, its core modules and esbuild's helpers: one chunk
    // per distinct set of lazy importers, so every lazy module reaches the whole first bundle (below).
    expect(documented.scripts).toBeLessThanOrEqual(4)
  })

  it("is reached from every module the packages load later (not the other languages' catalogues)", () => {
    const unreaching = (files: ReadonlyArray<string>, floor: RegExp) =>
      files
        .flatMap(dynamicTargets)
        .filter((module) => !module.includes("/locales/") && !module.endsWith("load-translations"))
        .filter((module) => !floor.test(sourceOf(module)))
    const reactFiles = [
      "components/account-label.tsx",
      "i18n/locale-provider.tsx",
      "internal/discover-wallets.ts",
      "internal/use-wallet-discovery.ts",
      "modal/gangway-modal.tsx",
      "modal/late-views.tsx",
      "modal/toast-text.ts",
      "modal/views.ts",
      "provider.tsx",
      "views/connect/connect-view.tsx",
      "views/connect/directory-wallets.tsx"
    ].map((file) => `react/src/${file}`)
    expect(
      unreaching(reactFiles, /^import "(\.\.?\/)+index\.js" \/\/ one chunk for the first bundle in esbuild/m)
    ).toEqual([])
    const coreFiles = ["adapters/registry.ts", "controllers/auth/auth-frame-loader.ts", "provider/get-provider.ts"].map(
      (file) => `core/src/${file}`
    )
    expect(
      unreaching(coreFiles, /^import "(\.\.?\/)+light\.js" \/\/ one chunk for the first bundle in esbuild/m)
    ).toEqual([])
    expect(sourceOf("core/src/adapters/wallet-standard-discovery")).toMatch(/^import "\.\.\/light\.js" \/\/ one chunk/m)
    expect(sourceOf("react/src/client")).toMatch(/^import "\.\/index\.js" \/\/ one chunk/m)
  })
})
