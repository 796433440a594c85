import { AxeBuilder } from "@axe-core/playwright"
import type { View } from "@gangway/core"
import { mkdir, rm } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chromiumPath, launchChromium } from "./browser.js"
import { buildDemo } from "./demo-build.js"
import { serveStatic, type StaticServer } from "./static-server.js"

const screenshots = fileURLToPath(new URL("../../../.artifacts/screenshots/react/", import.meta.url))

// Locally a missing Chromium skips these tests; in CI (.ci/run installs it) nothing is skipped.
const runBrowserTests = chromiumPath !== undefined || process.env["CI"] !== undefined

describe.skipIf(!runBrowserTests)("the demo in Chromium", () => {
  let outDir: string
  let server: StaticServer
  let browser: Browser

  beforeAll(async () => {
    ;[outDir, browser] = await Promise.all([buildDemo(), launchChromium()])
    server = await serveStatic(outDir)
    await mkdir(screenshots, { recursive: true })
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (outDir !== undefined) await rm(outDir, { recursive: true, force: true })
  })

  const openDemo = async (width: number, theme: "light" | "dark" = "dark"): Promise<Page> => {
    // A context per page: axe needs one, and pages share nothing (storage included).
    const context = await browser.newContext({ viewport: { width, height: width < 430 ? 844 : 800 } })
    const page = await context.newPage()
    // Only the demo's own origin is reachable: nothing may leave the machine.
    await page.route("**/*", (route) =>
      route.request().url().startsWith(server.url) ? route.continue() : route.abort()
    )
    await page.emulateMedia({ colorScheme: theme })
    await page.goto(server.url)
    await page.getByRole("button", { name: "Connect wallet" }).waitFor()
    return page
  }

  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "")
  const focusInsideDialog = (page: Page) =>
    page.evaluate(() => document.querySelector("[role=dialog]")?.contains(document.activeElement) ?? false)

  it("opens by click, closes on Escape and returns focus to the button", async () => {
    const page = await openDemo(1280)
    await page.getByRole("button", { name: "Connect wallet" }).click()
    const dialog = page.getByRole("dialog", { name: "Connect a wallet" })
    await dialog.waitFor()
    await page.getByTestId("connect-view").waitFor()
    expect(await focusInsideDialog(page)).toBe(true)

    // An address the core's rule refuses is explained next to the field.
    await page.getByRole("textbox", { name: "Email address" }).fill("ada@lovelace")
    await page.keyboard.press("Tab")
    await page.getByText("Enter a valid email address").waitFor()
    await page.screenshot({ path: `${screenshots}Connect-email-error-dark-1280.png` })

    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    expect(await focusedText(page)).toBe("Connect wallet")
    await page.context().close()
  })

  it("opens by keyboard and keeps Tab inside the dialog", async () => {
    const page = await openDemo(1280)
    // Tab from the top of the page to the button, as a keyboard user does.
    for (let step = 0; step < 10 && (await focusedText(page)) !== "Connect wallet"; step++) {
      await page.keyboard.press("Tab")
    }
    expect(await focusedText(page)).toBe("Connect wallet")
    await page.keyboard.press("Enter")
    await page.getByTestId("connect-view").waitFor()
    for (let step = 0; step < 14; step++) {
      await page.keyboard.press("Tab")
      expect(await focusInsideDialog(page)).toBe(true)
    }
    await page.screenshot({ path: `${screenshots}focus-ring-dark-1280.png` })
    await page.keyboard.press("Shift+Tab")
    expect(await focusInsideDialog(page)).toBe(true)

    await page.keyboard.press("Escape")
    await page.getByRole("dialog").waitFor({ state: "detached" })
    expect(await focusedText(page)).toBe("Connect wallet")

    // The network button opens the list; choosing a network switches and closes.
    await page.getByRole("button", { name: /Network: Gangway Local/ }).click()
    await page.getByTestId("networks-view").waitFor()
    await page.getByRole("button", { name: /^Ethereum/ }).click()
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Network: Ethereum" }).waitFor()
    await page.context().close()
  })

  const expectNoSeriousViolations = async (page: Page, selector: string, label: string) => {
    const { violations } = await new AxeBuilder({ page }).include(selector).analyze()
    const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    expect(serious.map((violation) => `${label}: ${violation.id} ${violation.help}`)).toEqual([])
  }

  const views: ReadonlyArray<{ view: View; testId: string }> = [
    { view: "Connect", testId: "connect-view" },
    { view: "Networks", testId: "networks-view" },
    { view: "UnsupportedChain", testId: "unsupported-chain-view" }
  ]

  for (const theme of ["dark", "light"] as const) {
    it(`has no serious accessibility violation in the ${theme} theme, and is screenshotted`, async () => {
      for (const width of [390, 1280]) {
        const page = await openDemo(width, theme)
        // Screenshots show the settled layout, not a frame of the opening animation.
        await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" })
        await page.evaluate((mode) => window.gangway?.setThemeMode(mode), theme)
        await page.screenshot({ path: `${screenshots}page-${theme}-${width}.png` })
        if (width === 1280) await expectNoSeriousViolations(page, ".gw-button", "buttons")

        for (const { view, testId } of views) {
          await page.evaluate((target) => window.gangway?.open({ view: target }), view)
          await page.getByTestId(testId).waitFor()
          await page.screenshot({ path: `${screenshots}${view}-${theme}-${width}.png` })
          if (width === 1280) await expectNoSeriousViolations(page, "[role=dialog]", view)
          await page.keyboard.press("Escape")
          await page.getByRole("dialog").waitFor({ state: "detached" })
        }

        await page.evaluate(() => window.gangway?.showToast("success", "Transaction started"))
        await page.getByRole("status").getByText("Transaction started").waitFor()
        await page.screenshot({ path: `${screenshots}toast-${theme}-${width}.png` })
        await page.context().close()
      }
    }, 60_000)
  }
})
