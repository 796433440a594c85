// A person on a consumer app's page, in Chromium: the fixtures' test wallet injected as an
// extension would be (EIP-6963), a click on Connect wallet, the test wallet picked, the
// account shown connected. Any console error or warning (React's hydration and key warnings
// included) or uncaught page error fails the check; requests to hosts other than the page and
// the local world are blocked and their failed loads are not counted.
import { join } from "node:path"
import { launchChromium } from "../lib/chromium.mjs"

const shortOf = (address) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * Opens `url`, connects the injected test wallet (account `world.address`'s), and resolves with
 * the console messages seen; rejects with what went wrong. `screenshot`: a PNG path to write once
 * connected.
 */
const connectInBrowser = async ({ url, world, screenshot }) => {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const allowed = new Set([new URL(url).origin, ...world.origins])
    const blocked = []
    await context.route("**/*", (route) => {
      const target = new URL(route.request().url())
      if (allowed.has(target.origin) || target.protocol === "data:") return route.continue()
      blocked.push(target.href)
      return route.abort("blockedbyclient")
    })
    await context.addInitScript({ content: world.walletScript })
    const page = await context.newPage()
    const problems = []
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return
      // A request to a blocked host (mainnet's public RPC in the network list) is the test's doing.
      if (/ERR_BLOCKED_BY_CLIENT/.test(message.text())) return
      problems.push(`console.${message.type()}: ${message.text()}`)
    })
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))

    await page.goto(url)
    await page.getByRole("button", { name: "Connect wallet" }).first().click({ timeout: 30_000 })
    await page.getByRole("button", { name: /Gangway Test Wallet/ }).click({ timeout: 30_000 })
    await page
      .getByRole("button", { name: new RegExp(shortOf(world.address)) })
      .first()
      .waitFor({ timeout: 30_000 })
    if (screenshot !== undefined) await page.screenshot({ path: screenshot })
    if (problems.length > 0) throw new Error(`connected, but the console had:\n${problems.join("\n")}`)
    return { blocked }
  } finally {
    await browser.close()
  }
}

/** The check as a step of the run; the screenshot goes beside the app. */
export const browserCheck = ({ name, url, world, parent, step }) =>
  step(`${name}: Chromium connects the injected test wallet, console clean`, () =>
    connectInBrowser({ url, world, screenshot: join(parent, `${name.replace(/\W+/g, "-")}-connected.png`) })
  )
