// Size and speed of the modal (issue 7): `npm run bench`.
//
// Builds three pages for production: bench/gangway (Gangway's provider and
// ConnectButton, configured like the demo), bench/baseline (React and one button)
// and, for reference, the demo dApp; serves them from 127.0.0.1 and measures them in headless
// Chromium, a fresh browser per run, with every other host blocked. Prints the
// median of RUNS runs of:
//   - the JS downloaded before the first click, gzip: what the page loads to show
//     the button, and (apart) what it prefetches once idle;
//   - navigation -> connect button painted, for both pages, and their ratio;
//   - click -> first frame painted with the modal's first view (Connect) in it,
//     measured inside the page from the click event's timestamp;
//   - then, once the client has loaded, a click on a browser wallet (a minimal
//     EIP-6963 wallet injected as an extension would be, approving at once) ->
//     the wallet asked (its eth_requestAccounts), and -> the first frame with
//     the connect button showing the connected account;
// and each lazily loaded chunk's gzip size. See docs/performance.md.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { launchChromium as launch } from "../scripts/lib/chromium.mjs"
import { serveStatic as serve } from "../scripts/lib/static-server.mjs"
import { buildBaseline, buildDemo, buildGangwayPage } from "./lib/modal-pages.mjs"
import {
  jsSizes,
  kb,
  loadUntilIdle,
  median,
  ms,
  networkQuiet,
  scriptsLoaded,
  splitBytes,
  waitFor
} from "./lib/first-click.mjs"

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
// BENCH_TRACE=<file.json>: the first run's click is recorded as a Chrome trace (open it in
// DevTools' Performance panel) to see where the click's time goes.
const TRACE_CATEGORIES = process.env.BENCH_TRACE_CATEGORIES?.split(",") ?? [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-v8.cpu_profiler",
  "v8.execute",
  "blink.user_timing"
]
const label = "Connect wallet"

// ---------------------------------------------------------------- measure

/**
 * A browser wallet as an extension injects it (EIP-6963), minimal: it grants one account on
 * the bench page's first network (chain 31337) at once, and notes when it is asked.
 */
const benchWallet = () => {
  const account = "0x1000000000000000000000000000000000000b0b"
  const provider = {
    request: async ({ method }) => {
      if (method === "eth_requestAccounts") {
        if (window.__bench.walletAsked === undefined) window.__bench.walletAsked = performance.now()
        return [account]
      }
      if (method === "eth_accounts") return window.__bench.walletAsked === undefined ? [] : [account]
      if (method === "eth_chainId") return "0x7a69"
      if (method === "wallet_switchEthereumChain") return null
      throw Object.assign(new Error(`${method} is not supported by the bench wallet`), { code: 4200 })
    },
    on: () => provider,
    removeListener: () => provider
  }
  const info = {
    uuid: "6f1b5a8e-0c1d-4c7e-9f00-00000000b0b0",
    name: "Bench Wallet",
    rdns: "dev.gangway.bench",
    icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%233b6cf6'/%3E%3C/svg%3E"
  }
  const announce = () =>
    window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }))
  window.addEventListener("eip6963:requestProvider", announce)
  announce()
}

/** One fresh browser: load `server`'s page, wait for the button and idle, optionally click. */
const run = async (server, { click, wallet = false }) => {
  const browser = await launch()
  try {
    const { page, traffic, result } = await loadUntilIdle(browser, server, {
      label,
      initScripts: wallet ? [benchWallet] : []
    })
    const { beforeClick } = result
    if (click) {
      const trace = click === "trace" ? process.env.BENCH_TRACE : undefined
      if (trace !== undefined) await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES })
      // As a person clicks: the pointer arrives on the button and rests there (hover work done),
      // then presses. Playwright's click() would move and press in the same instant.
      await page.getByRole("button", { name: label, exact: true }).first().hover()
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      await page.mouse.down()
      await page.mouse.up()
      const bench = await waitFor(page, "window.__bench.viewPainted && window.__bench")
      if (trace !== undefined) await browser.stopTracing()
      await networkQuiet(traffic, 500)
      const loaded = new Set(beforeClick.map((script) => script.path))
      Object.assign(result, {
        clickToDialog: bench.dialogPainted - bench.click,
        clickToView: bench.viewPainted - bench.click,
        clickToViewDom: bench.viewDom - bench.click,
        inputDelay: bench.clickDispatched - bench.click,
        afterClick: (await scriptsLoaded(page))
          .filter((script) => !loaded.has(script.path))
          .map((script) => script.path)
      })
    }
    if (click && wallet) {
      // The client has loaded (the network is quiet): the visitor picks the browser wallet with a
      // tap, the pointer arriving and pressing at once (Playwright's click()), so the row's hover
      // cannot have fetched the next view's code beforehand, as it can with a mouse that rests.
      await page.locator("[data-connector]", { hasText: "Bench Wallet" }).click()
      const bench = await waitFor(
        page,
        "window.__bench.connectedPainted && window.__bench.walletAsked && window.__bench"
      )
      Object.assign(result, {
        walletClickToAsked: bench.walletAsked - bench.walletClick,
        walletClickToConnected: bench.connectedPainted - bench.walletClick
      })
    }
    return result
  } finally {
    await browser.close()
  }
}

// ---------------------------------------------------------------- main

const work = await mkdtemp(join(tmpdir(), "gangway-bench-"))
const demoDir = join(work, "gangway")
const baselineDir = join(work, "baseline")
const demoAppDir = join(work, "demo")
try {
  console.log("building the Gangway page, the baseline and the demo dApp (vite, production)…")
  await buildGangwayPage(demoDir)
  await buildBaseline(baselineDir)
  await buildDemo(demoAppDir)
  const demo = await serve(demoDir)
  const baseline = await serve(baselineDir)
  const demoApp = await serve(demoAppDir)
  const demoRuns = []
  const baselineRuns = []
  const demoAppRuns = []
  const walletRuns = []
  try {
    for (let index = 0; index < RUNS; index += 1) {
      // Interleaved, so that load from other processes hits both pages alike.
      baselineRuns.push(await run(baseline, { click: false }))
      demoRuns.push(await run(demo, { click: index === 0 && process.env.BENCH_TRACE !== undefined ? "trace" : true }))
      demoAppRuns.push(await run(demoApp, { click: true }))
      walletRuns.push(await run(demo, { click: true, wallet: true }))
      const last = demoRuns.at(-1)
      console.log(
        `run ${index + 1}/${RUNS}: button ${ms(last.buttonPainted)} (baseline ${ms(baselineRuns.at(-1).buttonPainted)}), click -> dialog ${ms(last.clickToDialog)}, click -> Connect view ${ms(last.clickToView)} (in the DOM after ${ms(last.clickToViewDom)}; the click reached the page after ${ms(last.inputDelay)}), wallet click -> asked ${ms(walletRuns.at(-1).walletClickToAsked)}, -> connected shown ${ms(walletRuns.at(-1).walletClickToConnected)}`
      )
    }
  } finally {
    await demo.close()
    await baseline.close()
    await demoApp.close()
  }

  // Bytes: a script counts as initial when its request started before the button was painted,
  // as idle prefetch when it started after that but before the click.
  const sizes = (dir) => jsSizes(join(dir, "assets"), "/assets/")
  const demoSizes = sizes(demoDir)
  const baselineSizes = sizes(baselineDir)
  const split = splitBytes
  const demoSplits = demoRuns.map((result) => split(result, demoSizes))
  const baselineSplits = baselineRuns.map((result) => split(result, baselineSizes))

  const demoButton = median(demoRuns.map((result) => result.buttonPainted))
  const baselineButton = median(baselineRuns.map((result) => result.buttonPainted))
  const summary = {
    initialJs: median(demoSplits.map((s) => s.initialBytes)),
    idleJs: median(demoSplits.map((s) => s.idleBytes)),
    baselineJs: median(baselineSplits.map((s) => s.initialBytes + s.idleBytes)),
    demoButton,
    baselineButton,
    ratio: demoButton / baselineButton,
    ratioPerRun: median(demoRuns.map((result, index) => result.buttonPainted / baselineRuns[index].buttonPainted)),
    clickToDialog: median(demoRuns.map((result) => result.clickToDialog)),
    clickToView: median(demoRuns.map((result) => result.clickToView)),
    clickToViewDom: median(demoRuns.map((result) => result.clickToViewDom)),
    inputDelay: median(demoRuns.map((result) => result.inputDelay)),
    demoAppButton: median(demoAppRuns.map((result) => result.buttonPainted)),
    demoAppRatio: median(demoAppRuns.map((result) => result.buttonPainted)) / baselineButton,
    demoAppClickToView: median(demoAppRuns.map((result) => result.clickToView)),
    walletClickToAsked: median(walletRuns.map((result) => result.walletClickToAsked)),
    walletClickToConnected: median(walletRuns.map((result) => result.walletClickToConnected))
  }

  console.log(
    `\nGangway page (bench/gangway) vs React-only baseline: median of ${RUNS} fresh-browser runs (Chromium ${await launch().then(
      async (b) => {
        const v = b.version()
        await b.close()
        return v
      }
    )})\n`
  )
  console.log(`JS before the first click, gzip:         ${kb(summary.initialJs + summary.idleJs)}`)
  console.log(`  to show the button (initial):          ${kb(summary.initialJs)}`)
  console.log(`  prefetched once idle:                  ${kb(summary.idleJs)}`)
  console.log(`  baseline (React + one button):         ${kb(summary.baselineJs)}`)
  console.log(
    `navigation -> button painted:            ${ms(summary.demoButton)} (baseline ${ms(summary.baselineButton)})`
  )
  console.log(
    `  ratio to the baseline:                 ${summary.ratio.toFixed(2)}x (median of per-run ratios ${summary.ratioPerRun.toFixed(2)}x)`
  )
  console.log(`click -> modal shell painted:            ${ms(summary.clickToDialog)}`)
  console.log(`click -> first view (Connect) painted:   ${ms(summary.clickToView)}`)
  console.log(
    `  of which: click event dispatched after ${ms(summary.inputDelay)}, view in the DOM after ${ms(summary.clickToViewDom)}`
  )
  console.log(`click on a browser wallet (client loaded) -> wallet asked:   ${ms(summary.walletClickToAsked)}`)
  console.log(`  -> first frame with the account connected: ${ms(summary.walletClickToConnected)}`)
  console.log(`the demo dApp (react/demo, a whole page), for reference:`)
  console.log(
    `  navigation -> button painted:          ${ms(summary.demoAppButton)} (${summary.demoAppRatio.toFixed(2)}x the baseline)`
  )
  console.log(`  click -> first view painted:           ${ms(summary.demoAppClickToView)}`)

  const first = demoSplits[0]
  const category = (path) =>
    first.initial.includes(path)
      ? "initial"
      : first.idle.includes(path)
        ? "idle prefetch"
        : demoRuns[0].afterClick?.includes(path)
          ? "on click"
          : "lazy"
  console.log("\nchunks (gzip -9), as loaded in the first run:")
  for (const [path, size] of [...demoSizes].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kb(size).padStart(9)}  ${category(path).padEnd(13)}  ${path.replace("/assets/", "")}`)
  }
  // One chunk per namespace's adapter (core/src/adapters/<namespace>): none belongs to the bytes before the first click.
  console.log("\nnamespace adapters (gzip -9), one lazy chunk each:")
  for (const [path, size] of [...demoSizes].filter(([path]) => /\/(eip155|solana)-adapter-/.test(path))) {
    const loaded =
      first.initial.includes(path) || first.idle.includes(path)
        ? "loaded BEFORE the first click"
        : demoRuns[0].afterClick?.includes(path)
          ? "loaded at the first click"
          : "not loaded before the first click"
    console.log(
      `  ${kb(size).padStart(9)}  ${path
        .replace("/assets/", "")
        .replace(/-[\w-]+\.js$/, "")
        .padEnd(15)}  ${loaded}`
    )
  }
  const blocked = new Set(demoRuns.flatMap((result) => result.blocked))
  if (blocked.size > 0)
    console.log(
      `\nblocked requests to other hosts: ${[...blocked].slice(0, 5).join(", ")}${blocked.size > 5 ? ", …" : ""}`
    )
  if (process.env.BENCH_JSON !== undefined) console.log(JSON.stringify(summary))
} finally {
  await rm(work, { recursive: true, force: true })
}
