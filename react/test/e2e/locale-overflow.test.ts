import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { runBrowserTests, screenshots, WIDTHS_AND_THEMES } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

/** Every language the modal ships (react/src/i18n/locales, plus English). */
const LANGUAGES = ["en", "de", "es", "ar", "ja", "zh-CN"] as const

/**
 * The visible elements inside the dialog whose box passes its left or right edge (by more than
 * half a pixel: sub-pixel rounding is not an overflow), each named for the failure message.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>("[role=dialog]")
    if (dialog === null) return ["no dialog"]
    const edge = dialog.getBoundingClientRect()
    const found: string[] = []
    for (const element of dialog.querySelectorAll<HTMLElement>("*")) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || !element.checkVisibility()) continue
      if (box.right > edge.right + 0.5 || box.left < edge.left - 0.5) {
        const text = (element.textContent ?? "").trim().slice(0, 40)
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} "${text}" ${Math.round(box.left)}–${Math.round(box.right)} (dialog ${Math.round(edge.left)}–${Math.round(edge.right)})`
        )
      }
    }
    return found
  })

/** Opens `view` from the client and waits for its content (`ready`, a selector) before measuring. */
const show = async (page: Page, view: string, ready: string) => {
  await page.evaluate((name) => window.gangway?.open({ view: name as never }), view)
  await page.locator(ready).first().waitFor()
}

// The longest strings of each language in the views that hold them, on a phone: nothing of the
// modal may run past the dialog's edges (German's "Kaufen" did, at 427 px in a 390 px viewport).
describe.skipIf(!runBrowserTests)("every shipped language fits a 390 px dialog (Chromium)", () => {
  const demo = localDemoForTests()

  for (const locale of LANGUAGES) {
    it(`${locale}: Connect, Account, Send, Swap, Buy and Networks have nothing past the dialog's edges at 390 px (Account also at 1280)`, async () => {
      const page = await demo.openDemo(390, "light")
      await page.goto(`${new URL(page.url()).origin}/?locale=${locale}`)
      await page.waitForFunction(() => window.gangwayTestWallet !== undefined)
      await page.locator(`.gw-button--primary[lang=${locale}]`).first().click()
      await page.locator("[data-testid=connect-view] [data-wallet-id]").first().waitFor()
      const found: Record<string, string[]> = {}
      found.Connect = await overflowing(page)
      await page.screenshot({ path: `${screenshots}overflow-${locale}-Connect-light-390.png` })

      await page.getByRole("button", { name: /Gangway Test Wallet/ }).click()
      await page.getByRole("dialog").waitFor({ state: "detached" })
      const views = [
        // Send, Swap and Buy: the row of actions at its longest.
        ["Account", "[data-testid=account-view] .gw-account__actions .gw-action:nth-child(3)"],
        ["WalletSend", "[data-testid=send-view]"],
        ["Swap", "[data-testid=swap-view]"],
        ["OnrampBuy", "[data-testid=buy-view]"],
        ["Networks", "[data-testid=networks-view]"]
      ] as const
      for (const [view, ready] of views) {
        await show(page, view, ready)
        found[view] = await overflowing(page)
        await page.screenshot({ path: `${screenshots}overflow-${locale}-${view}-light-390.png` })
      }
      // The Account view at a laptop's width too (German was clipped there as well), looked at in both themes.
      await show(page, "Account", views[0][1])
      for (const [width, theme] of WIDTHS_AND_THEMES) {
        await page.setViewportSize({ width, height: width < 430 ? 844 : 800 })
        await page.evaluate((mode) => window.gangway?.setThemeMode(mode), theme)
        if (width === 1280) found[`Account-${theme}-1280`] = await overflowing(page)
        await page.screenshot({ path: `${screenshots}overflow-${locale}-Account-${theme}-${width}.png` })
      }
      expect(found).toEqual({
        Connect: [],
        Account: [],
        WalletSend: [],
        Swap: [],
        OnrampBuy: [],
        Networks: [],
        "Account-dark-1280": [],
        "Account-light-1280": []
      })
      await page.context().close()
    })
  }
})
