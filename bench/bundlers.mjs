// The documented page in a dApp's own bundler (issues 19 and 33): `npm run bench`.
//
// Builds and packs @gangway/core and @gangway/react, installs the tarballs into a fresh
// create-vite React TS app outside the workspace (the consumer test's code: scripts/consumer/),
// writes into it the page docs/getting-started.md writes ("The minimal page", read from the doc:
// bench/lib/documented-page.mjs) and builds it with Vite, esbuild (code splitting, ESM) and
// webpack 5 (bench/lib/bundle-page.mjs); then the same page without Gangway (React alone drawing
// the one button), with each bundler too. Each build is served from 127.0.0.1 and loaded in a
// fresh headless Chromium (every other host blocked) until the button is painted and the network
// is quiet; the JS fetched by then is summed, gzip -9 of the served files
// (bench/lib/first-click.mjs, as bench/modal.mjs measures).
// Prints for each bundler the documented page, React alone and the difference (median of
// BENCH_RUNS loads); target: at most 12 KB gzip over React alone.
// `--no-build` packs the dist/ folders as they are.
//
// webpack is plain webpack 5, not Next.js' build: a Next page also fetches Next's own runtime
// and router before the click, so its bytes would not compare with a Vite or esbuild page.
import { writeFileSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { launchChromium } from "../scripts/lib/chromium.mjs"
import { serveStatic } from "../scripts/lib/static-server.mjs"
import { installInto } from "../scripts/consumer/install.mjs"
import { buildWorkspace, packWorkspace } from "../scripts/consumer/pack.mjs"
import { createViteApp } from "../scripts/consumer/vite-app.mjs"
import { BUNDLER_PACKAGES, buildWithEsbuild, buildWithVite, buildWithWebpack } from "./lib/bundle-page.mjs"
import { REACT_ALONE_PAGE, documentedPage } from "./lib/documented-page.mjs"
import { jsSizes, kb, loadUntilIdle, median, splitBytes } from "./lib/first-click.mjs"

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** The most a page may load for Gangway before the first click, over React alone (gzip). */
const BOUND = 12 * 1024
const label = "Connect wallet"
// The doc's page reads its project id from the build's environment; a placeholder, as nothing
// of the hosted services answers here (the browser blocks every other host).
const env = { VITE_GANGWAY_PROJECT_ID: "gangway-bench" }
const bundlers = [
  ["vite", buildWithVite],
  ["esbuild", buildWithEsbuild],
  ["webpack", buildWithWebpack]
]

/** Bytes of JS fetched before the first click, in one fresh browser. */
const bytesBeforeClick = async (server, sizes) => {
  const browser = await launchChromium()
  try {
    const { result } = await loadUntilIdle(browser, server, { label })
    const split = splitBytes(result, sizes)
    if (split.unknown.length > 0)
      throw new Error(`scripts fetched that are not in the build: ${split.unknown.join(", ")}`)
    return { bytes: split.initialBytes + split.idleBytes, scripts: split.initial.length + split.idle.length }
  } finally {
    await browser.close()
  }
}

/** Median bytes (and scripts) before the first click of the build in `dir`. */
const measure = async (dir) => {
  const sizes = jsSizes(dir)
  const server = await serveStatic(dir)
  try {
    const runs = []
    // Sequential fresh browsers; the figure is bytes, so load on the machine does not move it.
    for (let index = 0; index < RUNS; index += 1) runs.push(await bytesBeforeClick(server, sizes))
    return { bytes: median(runs.map((run) => run.bytes)), scripts: median(runs.map((run) => run.scripts)) }
  } finally {
    await server.close()
  }
}

const work = await mkdtemp(join(tmpdir(), "gangway-bundlers-"))
try {
  console.log(`\nbundlers: docs/getting-started.md's minimal page from the packed tarballs (${work})`)
  const packs = join(work, "packs")
  const tarballs = {}
  for (const workspace of ["core", "react"]) {
    if (!process.argv.includes("--no-build")) await buildWorkspace(workspace)
    tarballs[workspace] = await packWorkspace(workspace, packs)
  }
  const appDir = await createViteApp(work, "page")
  await installInto(appDir, [tarballs.core, tarballs.react])
  await installInto(appDir, BUNDLER_PACKAGES, { dev: true })

  // The documented page replaces the template's entry (it renders the root itself); then React alone.
  const pages = [
    ["documented", documentedPage()],
    ["react", { "main.tsx": REACT_ALONE_PAGE }]
  ]
  const results = Object.fromEntries(bundlers.map(([name]) => [name, {}]))
  for (const [page, files] of pages) {
    for (const [file, source] of Object.entries(files)) writeFileSync(join(appDir, "src", file), source)
    for (const [name, build] of bundlers) {
      const started = performance.now()
      const dir = await build(appDir, { outName: `dist-${name}-${page}`, env })
      results[name][page] = { dir, buildMs: performance.now() - started }
    }
  }
  for (const [name] of bundlers)
    for (const page of ["documented", "react"])
      Object.assign(results[name][page], await measure(results[name][page].dir))

  console.log(
    `\nJS before the first click, gzip -9, median of ${RUNS} fresh-browser loads; bound: ${kb(BOUND)} over React alone`
  )
  console.log(
    `  ${"".padEnd(8)} ${"documented page".padStart(16)} ${"React alone".padStart(12)} ${"difference".padStart(11)}`
  )
  for (const [name] of bundlers) {
    const { documented, react } = results[name]
    const over = documented.bytes - react.bytes
    const verdict = over <= BOUND ? "within the bound" : "OVER the bound"
    console.log(
      `  ${name.padEnd(8)} ${kb(documented.bytes).padStart(16)} ${kb(react.bytes).padStart(12)} ${kb(over).padStart(11)}  ${String(documented.scripts).padStart(2)} scripts, built in ${(documented.buildMs / 1000).toFixed(1)} s  ${verdict}`
    )
  }
  if (process.env.BENCH_JSON !== undefined) {
    console.log(
      JSON.stringify(
        Object.fromEntries(
          bundlers.map(([name]) => [
            name,
            { documented: results[name].documented.bytes, react: results[name].react.bytes }
          ])
        )
      )
    )
  }
} finally {
  await rm(work, { recursive: true, force: true })
}
