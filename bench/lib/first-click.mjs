// What bench/modal.mjs and bench/bundlers.mjs measure alike: a built page loaded in a fresh
// headless Chromium, every other host blocked, until its connect button is painted and the
// network has been quiet; the JS it fetched by then, gzip -9 of the served files.
import { readdirSync, readFileSync } from "node:fs"
import { join, relative, sep } from "node:path"
import { gzipSync } from "node:zlib"

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length

// Runs in the page before any of its scripts. Times are performance.now() (ms since navigation).
const probe = (label) => {
  const bench = {
    buttonDom: undefined,
    buttonPainted: undefined,
    click: undefined,
    dialogPainted: undefined,
    viewDom: undefined,
    viewPainted: undefined,
    walletClick: undefined,
    walletAsked: undefined,
    connectedDom: undefined,
    connectedPainted: undefined
  }
  window.__bench = bench
  // After the next frame: rAF runs just before style, layout and paint; a message posted
  // from it is handled once that frame is done.
  const afterNextPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => done(performance.now())
      channel.port2.postMessage(undefined)
    })
  const connectButton = () => [...document.querySelectorAll("button")].some((button) => button.textContent === label)
  // A modal may be in the DOM before it opens (rendered ahead, hidden): it counts once it is displayed.
  const shown = (selector) => document.querySelector(selector)?.checkVisibility() === true
  const check = () => {
    if (bench.buttonDom === undefined && connectButton()) {
      bench.buttonDom = performance.now()
      afterNextPaint((time) => (bench.buttonPainted = time))
    }
    if (bench.click !== undefined && bench.dialogDom === undefined && shown("[role=dialog]")) {
      bench.dialogDom = performance.now()
      afterNextPaint((time) => (bench.dialogPainted = time))
    }
    if (bench.click !== undefined && bench.viewDom === undefined && shown("[role=dialog] [data-testid=connect-view]")) {
      bench.viewDom = performance.now()
      afterNextPaint((time) => (bench.viewPainted = time))
    }
    if (
      bench.walletClick !== undefined &&
      bench.connectedDom === undefined &&
      document.querySelector(".gw-button[data-state=connected]") !== null
    ) {
      bench.connectedDom = performance.now()
      afterNextPaint((time) => (bench.connectedPainted = time))
    }
  }
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["style", "class", "hidden", "data-state"]
  })
  // The event's own timestamp: when the input happened, before any handler ran.
  addEventListener(
    "click",
    (event) => {
      if (bench.click === undefined) {
        bench.click = event.timeStamp
        bench.clickDispatched = performance.now()
      } else if (
        bench.walletClick === undefined &&
        event.target instanceof Element &&
        event.target.closest("[data-connector]") !== null
      ) {
        bench.walletClick = event.timeStamp
      }
    },
    { capture: true }
  )
  performance.setResourceTimingBufferSize(1000)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until no request has been in flight for `quietMs`. */
export const networkQuiet = async (traffic, quietMs = 1000, maxMs = 15000) => {
  const start = Date.now()
  while (Date.now() - start < maxMs) {
    if (traffic.inFlight === 0 && Date.now() - traffic.last >= quietMs) return
    await sleep(50)
  }
}

export const waitFor = async (page, expression, timeout = 15000) => {
  await page.waitForFunction(expression, undefined, { timeout, polling: 5 })
  return page.evaluate(expression)
}

/** The page's JS requests so far: path and start time (ms since navigation). */
export const scriptsLoaded = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
  )

/**
 * Opens `server`'s page in a new page of `browser` (scripts in `initScripts` run before the
 * page's own), waits for the button `label` painted and the network quiet. Resolves with the
 * page, its traffic counter and { buttonPainted, entry, beforeClick, blocked }.
 */
export const loadUntilIdle = async (browser, server, { label, initScripts = [] }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  const origin = new URL(server.url).origin
  const blocked = []
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url())
    if (url.origin === origin) return route.continue()
    blocked.push(url.href)
    return route.abort("blockedbyclient")
  })
  const traffic = { inFlight: 0, last: Date.now() }
  const settle = () => {
    traffic.inFlight -= 1
    traffic.last = Date.now()
  }
  page.on("request", () => {
    traffic.inFlight += 1
    traffic.last = Date.now()
  })
  page.on("requestfinished", settle)
  page.on("requestfailed", settle)
  await page.addInitScript(probe, label)
  for (const script of initScripts) await page.addInitScript(script)

  await page.goto(server.url, { waitUntil: "commit" })
  const buttonPainted = await waitFor(page, "window.__bench.buttonPainted")
  await networkQuiet(traffic)
  const entry = await page.evaluate(() =>
    [...document.querySelectorAll("script[type=module][src]")].map((s) => new URL(s.src).pathname)
  )
  const beforeClick = await scriptsLoaded(page)
  return { page, traffic, result: { buttonPainted, entry, beforeClick, blocked } }
}

/** gzip -9 size of every .js file under `dir`, by the URL path it is served at. */
export const jsSizes = (dir, urlPrefix = "/") => {
  const files = readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith(".js"))
  return new Map(
    files.map((name) => [
      `${urlPrefix}${relative(dir, join(dir, String(name)))
        .split(sep)
        .join("/")}`,
      gzipSize(join(dir, String(name)))
    ])
  )
}

/**
 * Bytes of a load: a script counts as initial when its request started before the button
 * was painted, as idle prefetch when it started after that but before the click.
 */
export const splitBytes = (result, sizes) => {
  const initial = result.beforeClick
    .filter((script) => script.start <= result.buttonPainted)
    .map((script) => script.path)
  const idle = result.beforeClick.filter((script) => script.start > result.buttonPainted).map((script) => script.path)
  const sum = (paths) => paths.reduce((total, path) => total + (sizes.get(path) ?? 0), 0)
  return {
    initial,
    idle,
    initialBytes: sum(initial),
    idleBytes: sum(idle),
    unknown: result.beforeClick.map((s) => s.path).filter((path) => !sizes.has(path))
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (value) => `${value.toFixed(1)} ms`
