import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { runBrowserTests, screenshots, shortAddress } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox()
  if (found === null) throw new Error(`${selector} is not displayed`)
  return found
}
const centre = (found: { x: number; width: number }) => found.x + found.width / 2

// The Arabic locale sets dir="rtl" on the widget's roots; the selectors here are structural, not by text.
describe.skipIf(!runBrowserTests)("right-to-left layout in Chromium", () => {
  const demo = localDemoForTests()

  for (const [width, theme] of [
    [390, "light"],
    [1280, "dark"]
  ] as const) {
    it(`at ${width} px under dir="rtl": the header, rows and icons mirror; amounts and addresses stay left to right`, async () => {
      // Opened in English (the helper waits for its English button), then reloaded in Arabic.
      const page = await demo.openDemo(width, theme)
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" })
      await page.goto(`${new URL(page.url()).origin}/?locale=ar`)
      await page.waitForFunction(() => window.gangwayTestWallet !== undefined)
      const connectButton = page.locator(".gw-button--primary[dir=rtl]").first()
      await connectButton.click()
      await page.locator(".gw-overlay[dir=rtl]").waitFor()
      const row = page.locator(".gw-row", { hasText: "Gangway Test Wallet" })
      await row.waitFor()
      const dialog = await box(page, "[role=dialog]")
      // A row: its avatar at the right, its label left of it, the badge at the left end.
      const avatar = await row.locator(".gw-avatar").boundingBox()
      const label = await row.locator(".gw-row__label").boundingBox()
      if (avatar === null || label === null) throw new Error("the row's avatar or label is not displayed")
      expect(centre(avatar)).toBeGreaterThan(centre(label))
      expect(avatar.x + avatar.width).toBeGreaterThan(dialog.x + dialog.width - 40)
      // The email field: its envelope at the right, the submit arrow at the left, pointing left.
      const mail = await box(page, ".gw-field__icon")
      const submit = await box(page, ".gw-field__submit")
      expect(mail.x).toBeGreaterThan(submit.x)
      const arrow = await page.locator(".gw-field__submit svg").evaluate((icon) => getComputedStyle(icon).transform)
      expect(arrow).toBe("matrix(-1, 0, 0, 1, 0, 0)")
      await page.screenshot({ path: `${screenshots}rtl-connect-${width}-${theme}.png` })

      await page.locator(".gw-row:has(.gw-avatar--icon)").last().click()
      const back = await box(page, ".gw-header .gw-icon-button >> nth=0")
      const close = await box(page, ".gw-header .gw-icon-button >> nth=1")
      expect(back.x).toBeGreaterThan(close.x)
      expect(
        await page
          .locator(".gw-header .gw-icon-button svg")
          .first()
          .evaluate((icon) => getComputedStyle(icon).transform)
      ).toBe("matrix(-1, 0, 0, 1, 0, 0)")
      await page.locator(".gw-wallet-tile").first().waitFor()
      const search = await box(page, ".gw-dialog input")
      const searchIcon = await box(page, ".gw-dialog .gw-field__icon, .gw-dialog .gw-search__icon")
      expect(centre(searchIcon)).toBeGreaterThan(centre(search))
      await page.screenshot({ path: `${screenshots}rtl-all-wallets-${width}-${theme}.png` })
      await page.keyboard.press("Escape")
      await page.getByRole("dialog").waitFor({ state: "detached" })

      const address = demo.world.chain.accounts[0]?.address
      if (address === undefined) throw new Error("the world has no account")
      await connectButton.click()
      await row.click()
      await page.getByRole("dialog").waitFor({ state: "detached" })
      await page
        .locator(".gw-button", { hasText: shortAddress(address) })
        .first()
        .click()
      await page.getByTestId("account-view").waitFor()
      const balance = page.locator(".gw-account__balance").first()
      await balance.waitFor()
      expect(await balance.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr")
      expect(await page.locator(".gw-dialog").evaluate((element) => getComputedStyle(element).direction)).toBe("rtl")
      // …and keeps its column's right-to-left alignment: the text ends at the column's right edge.
      const [textRight, blockRight] = await balance.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return [range.getBoundingClientRect().right, element.getBoundingClientRect().right]
      })
      expect(Math.abs(textRight - blockRight)).toBeLessThan(1)
      await page.screenshot({ path: `${screenshots}rtl-account-${width}-${theme}.png` })
      await page.context().close()
    }, 240_000)
  }
})
