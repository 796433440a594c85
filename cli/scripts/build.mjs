// Builds the published `gangway`: one esbuild pass over the CLI, @gangway/core (from its
// sources) and every library they use, into dist/ as ES modules split per command, so a
// command loads only its own code. Resolving and reading thousands of files of viem, Effect
// and Ink from node_modules at every start cost more than the commands themselves; a few
// chunks load in a fraction of that. Then the declarations of the library entry (tsc).
//   node scripts/build.mjs          the bundle and the declarations
//   node scripts/build.mjs --bundle the bundle only (what the spawned tests need)
import { execFileSync } from "node:child_process"
import { rmSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"
import { thirdPartyNotices } from "./third-party-licenses.mjs"

const CLI = fileURLToPath(new URL("../", import.meta.url))
const DIST = `${CLI}dist`

/**
 * Left to Node at run time: its built-ins; WalletConnect, whose licence lets it be used but
 * not repackaged freely, so npm installs it as a dependency of the CLI; the local world
 * (`gangway dev` inside this repository, with tsx to run its sources); Ink's React DevTools
 * bridge (only with DEV=true).
 */
const RUNTIME_ONLY = new Set(["@gangway/fixtures", "tsx/esm/api", "react-devtools-core"])
const isRuntimeOnly = (path) => path.startsWith("node:") || path.startsWith("@walletconnect/") || RUNTIME_ONLY.has(path)

const keepRuntimeOnly = {
  name: "keep-runtime-only",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) => (isRuntimeOnly(path) ? { path, external: true } : undefined))
  }
}

rmSync(DIST, { recursive: true, force: true })
const started = performance.now()
const result = await build({
  absWorkingDir: CLI,
  entryPoints: { main: "src/main.ts", index: "src/index.ts" },
  outdir: DIST,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  // The workspace's own packages from their TypeScript sources: no build of the core needed.
  conditions: ["@gangway/source"],
  plugins: [keepRuntimeOnly],
  // React, its reconciler and Ink in their production builds (the development ones are
  // larger and slower, and a published CLI has no use for their warnings).
  define: { "process.env.NODE_ENV": '"production"' },
  // Bundled CommonJS (qrcode, WalletConnect's dependencies) calls require() for built-ins.
  banner: {
    js: 'import { createRequire as __gangwayRequire } from "node:module"; const require = __gangwayRequire(import.meta.url);'
  },
  chunkNames: "chunks/[name]-[hash]",
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
  // The packages' lazily loaded modules import their first bundle's root on purpose (for a
  // page's esbuild: react/src/index.ts says why); from the workspace's sources, outside
  // node_modules, esbuild would warn about each of those imports.
  logOverride: { "ignored-bare-import": "silent" }
})
writeFileSync(`${DIST}/THIRD-PARTY-NOTICES.md`, thirdPartyNotices(result.metafile, CLI))
console.log(
  `gangway bundle: ${Object.keys(result.metafile.outputs).length} files in ${Math.round(performance.now() - started)} ms`
)

if (!process.argv.includes("--bundle")) {
  execFileSync(
    fileURLToPath(new URL("../../node_modules/.bin/tsc", import.meta.url)),
    ["-p", `${CLI}tsconfig.build.json`],
    { stdio: "inherit" }
  )
  console.log("gangway declarations: done")
}
