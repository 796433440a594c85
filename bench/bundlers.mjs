// The first bundle in a dApp's own bundler (issue 19): `npm run bench`.
//
// Builds and packs @gangway/core and @gangway/react, installs the tarballs into a fresh
// create-vite React TS app outside the workspace (the consumer test's code:
// scripts/consumer/), writes the consumer test's one-button page into it, and builds that same
// source with Vite, esbuild (code splitting, ESM) and webpack 5 (bench/lib/bundle-page.mjs).
// Each build is served from 127.0.0.1 and loaded in a fresh headless Chromium (every other host
// blocked) until the button is painted and the network is quiet; the JS fetched by then is
// summed, gzip -9 of the served files (bench/lib/first-click.mjs, as bench/modal.mjs measures).
// Prints each figure (median of BENCH_RUNS loads) and its ratio to Vite's; target: within 10 %.
// `--no-build` packs the dist/ folders as they are.
//
// webpack is plain webpack 5, not Next.js' build: a Next page also fetches Next's own runtime
// and router before the click, so its bytes would not compare with a Vite or esbuild page.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { launchChromium } from "../scripts/lib/chromium.mjs"
import { serveStatic } from "../scripts/lib/static-server.mjs"
import { installInto } from "../scripts/consumer/install.mjs"
import { buildWorkspace, packWorkspace } from "../scripts/consumer/pack.mjs"
import { CONFIG_ENTRY } from "../scripts/consumer/page-source.mjs"
import { createViteApp, writePage } from "../scripts/consumer/vite-app.mjs"
import { BUNDLER_PACKAGES, buildWithEsbuild, buildWithVite, buildWithWebpack } from "./lib/bundle-page.mjs"
import { jsSizes, kb, loadUntilIdle, median, splitBytes } from "./lib/first-click.mjs"

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const TARGET = 0.1
const label = "Connect wallet"
// Nothing listens on port 9 and the browser blocks other origins anyway: configured as a real
// dApp is, without a live world.
const page = { rpcUrl: "http://127.0.0.1:9/rpc", apiUrl: "http://127.0.0.1:9/api" }

/** Bytes of JS fetched before the first click, in one fresh browser. */
const bytesBeforeClick = async (server, sizes) => {
  const browser = await launchChromium()
  try {
    const { result } = await loadUntilIdle(browser, server, { label })
    const split = splitBytes(result, sizes)
    if (split.unknown.length > 0) throw new Error(`scripts fetched that are not in the build: ${split.unknown.join(", ")}`)
    return { bytes: split.initialBytes + split.idleBytes, scripts: split.initial.length + split.idle.length }
  } finally {
    await browser.close()
  }
}

const work = await mkdtemp(join(tmpdir(), "gangway-bundlers-"))
try {
  console.log(`\nbundlers: the one-button page from the packed tarballs (${work})`)
  const packs = join(work, "packs")
  const tarballs = {}
  for (const workspace of ["core", "react"]) {
    if (!process.argv.includes("--no-build")) await buildWorkspace(workspace)
    tarballs[workspace] = await packWorkspace(workspace, packs)
  }
  const appDir = await createViteApp(work, "page")
  writePage(appDir, page)
  await installInto(appDir, [tarballs.core, tarballs.react])
  await installInto(appDir, BUNDLER_PACKAGES, { dev: true })

  const builds = []
  for (const [name, build] of [["vite", buildWithVite], ["esbuild", buildWithEsbuild], ["webpack", buildWithWebpack]]) {
    const started = performance.now()
    const dir = await build(appDir)
    builds.push({ name, dir, buildMs: performance.now() - started, sizes: jsSizes(dir) })
  }
  for (const build of builds) {
    const server = await serveStatic(build.dir)
    try {
      const runs = []
      // Sequential fresh browsers; the figure is bytes, so load on the machine does not move it.
      for (let index = 0; index < RUNS; index += 1) runs.push(await bytesBeforeClick(server, build.sizes))
      build.bytes = median(runs.map((run) => run.bytes))
      build.scripts = median(runs.map((run) => run.scripts))
    } finally {
      await server.close()
    }
  }

  const vite = builds[0].bytes
  console.log(`\nJS before the first click, gzip -9, median of ${RUNS} fresh-browser loads (page config from "${CONFIG_ENTRY}"):`)
  for (const build of builds) {
    const ratio = build.bytes / vite
    const verdict = build.name === "vite" ? "reference" : Math.abs(ratio - 1) <= TARGET ? "within 10 % of Vite" : "NOT within 10 % of Vite"
    console.log(`  ${build.name.padEnd(8)} ${kb(build.bytes).padStart(9)}  ${ratio.toFixed(2)}x  ${String(build.scripts).padStart(2)} scripts  built in ${(build.buildMs / 1000).toFixed(1)} s  ${verdict}`)
  }
  if (process.env.BENCH_JSON !== undefined) console.log(JSON.stringify(Object.fromEntries(builds.map((build) => [build.name, build.bytes]))))
} finally {
  await rm(work, { recursive: true, force: true })
}
