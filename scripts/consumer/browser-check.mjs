// A person on a consumer app's page, in Chromium: the fixtures' test wallet injected as an
// extension would be (EIP-6963), a click on Connect wallet, the test wallet picked, the
// account shown connected. On a page that requires sign-in (the Next app's /sign-in), the
// modal then asks to sign the message; once signed, the page's button asks the app's
// protected route who is signed in and must show the account. Any console error or warning
// (React's hydration and key warnings included) or uncaught page error fails the check;
// requests to hosts other than the page and the local world are blocked and their failed
// loads are not counted.
import { join } from "node:path"
import { launchChromium } from "../lib/chromium.mjs"

const shortOf = (address) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * Opens `url` in a fresh Chromium with the test wallet injected, runs `use(page)`, and resolves
 * with its value and the blocked requests; rejects with what went wrong, or when the console
 * had errors or warnings. `screenshot`: a PNG path to write once `use` is done.
 */
const onPage = async ({ url, world, screenshot }, use) => {
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
    const value = await use(page)
    if (screenshot !== undefined) await page.screenshot({ path: screenshot })
    if (problems.length > 0) throw new Error(`done, but the console had:\n${problems.join("\n")}`)
    return { blocked, ...value }
  } finally {
    await browser.close()
  }
}

/** Clicks Connect wallet and picks the injected test wallet. */
const pickTestWallet = async (page) => {
  await page.getByRole("button", { name: "Connect wallet" }).first().click({ timeout: 30_000 })
  await page.getByRole("button", { name: /Gangway Test Wallet/ }).click({ timeout: 30_000 })
}

/** Waits for the connect button to show the account. */
const shownConnected = (page, world) =>
  page
    .getByRole("button", { name: new RegExp(shortOf(world.address)) })
    .first()
    .waitFor({ timeout: 30_000 })

const screenshotOf = (parent, name, what) => join(parent, `${name.replace(/\W+/g, "-")}-${what}.png`)

/** The check as a step of the run; the screenshot goes beside the app. */
export const browserCheck = ({ name, url, world, parent, step }) =>
  step(`${name}: Chromium connects the injected test wallet, console clean`, () =>
    onPage({ url, world, screenshot: screenshotOf(parent, name, "connected") }, async (page) => {
      await pickTestWallet(page)
      await shownConnected(page, world)
    })
  )

/**
 * Sign-in on `url` (a page whose provider requires it): connect, sign the message in the
 * modal's "Sign in" dialog, then the page's "Who am I?" button must show `world.address` in
 * its `me-address` output, as the app's protected route answered it.
 */
export const signInCheck = ({ name, url, world, parent, step }) =>
  step(`${name}: Chromium signs in through the modal, the protected route answers the address`, () =>
    onPage({ url, world, screenshot: screenshotOf(parent, name, "signed-in") }, async (page) => {
      await pickTestWallet(page)
      const dialog = page.getByRole("dialog", { name: "Sign in" })
      await dialog.getByRole("button", { name: "Sign message" }).click({ timeout: 30_000 })
      await dialog.waitFor({ state: "detached", timeout: 30_000 })
      await shownConnected(page, world)
      await page.getByRole("button", { name: "Who am I?" }).click({ timeout: 30_000 })
      const shown = await page
        .waitForFunction(
          () => {
            const text = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ""
            const answer = { address: text("me-address"), chainId: text("me-chain"), error: text("me-error") }
            return answer.address !== "" || answer.error !== "" ? answer : undefined
          },
          undefined,
          { timeout: 30_000 }
        )
        .then((handle) => handle.jsonValue())
      if (shown.address.toLowerCase() !== world.address.toLowerCase() || shown.chainId !== "eip155:31337")
        throw new Error(
          `the protected route answered ${JSON.stringify(shown)}, expected ${world.address} on eip155:31337`
        )
      return { me: shown }
    })
  )
