import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { loadClient, runBrowserTests, screenshots } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

const dialogColours = (page: Page) =>
  page.locator(".gw-dialog").evaluate((dialog) => {
    // The page's Connect button: a primary button, a `.gw-root` of its own.
    const primary = document.querySelector(".gw-button--primary")
    return {
      background: getComputedStyle(dialog).backgroundColor,
      accent: getComputedStyle(dialog).getPropertyValue("--gw-accent").trim(),
      radius: getComputedStyle(dialog).borderTopLeftRadius,
      submit: primary === null ? "" : getComputedStyle(primary).backgroundColor,
      submitText: primary === null ? "" : getComputedStyle(primary).color
    }
  })

/** docs/theming.md: defaults < the page's stylesheet < the dApp's options; "system" follows the OS live. */
describe.skipIf(!runBrowserTests)("theme modes and precedence in Chromium", () => {
  const demo = localDemoForTests()

  it('"system" follows prefers-color-scheme while the dialog is open, with no reload', async () => {
    const page = await demo.openDemo(1280, "light")
    await page.emulateMedia({ reducedMotion: "reduce" })
    await loadClient(page)
    await page.evaluate(() => window.gangway?.setThemeMode("system"))
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.getByRole("button", { name: /Gangway Test Wallet/ }).waitFor()
    expect((await dialogColours(page)).background).toBe("rgb(255, 255, 255)")
    await page.emulateMedia({ colorScheme: "dark" })
    expect((await dialogColours(page)).background).toBe("rgb(18, 19, 20)")
    await page.screenshot({ path: `${screenshots}theme-system-dark-1280.png` })
    await page.emulateMedia({ colorScheme: "light" })
    expect((await dialogColours(page)).background).toBe("rgb(255, 255, 255)")
    // A fixed mode wins over the preference.
    await page.evaluate(() => window.gangway?.setThemeMode("dark"))
    expect((await dialogColours(page)).background).toBe("rgb(18, 19, 20)")
    await page.context().close()
  }, 60_000)

  it("a page rule overrides the defaults, and the options override the page rule", async () => {
    const page = await demo.openDemo(390, "light")
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.addStyleTag({ content: ".gw-root{--gw-accent:#e11d48;--gw-radius:4px}" })
    await loadClient(page)
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.getByRole("button", { name: /Gangway Test Wallet/ }).waitFor()
    const fromPage = await dialogColours(page)
    expect(fromPage.accent).toBe("#e11d48")
    expect(fromPage.submit).toBe("rgb(225, 29, 72)")
    // The dialog's radius is 1.5× the base.
    expect(fromPage.radius).toBe("6px")
    // What themeFromAccent("#ffcc00") gives: black text, by contrast ratio.
    await page.evaluate(() =>
      window.gangway?.setThemeVariables({ accent: "#ffcc00", accentForeground: "#000000", borderRadius: "10px" })
    )
    const fromOptions = await dialogColours(page)
    expect(fromOptions.accent).toBe("#ffcc00")
    expect(fromOptions.submit).toBe("rgb(255, 204, 0)")
    expect(fromOptions.radius).toBe("15px")
    expect(fromOptions.submitText).toBe("rgb(0, 0, 0)")
    expect(fromPage.submitText).toBe("rgb(255, 255, 255)")
    await page.screenshot({ path: `${screenshots}theme-precedence-390.png` })
    await page.context().close()
  }, 60_000)
})
