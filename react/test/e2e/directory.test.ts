import { DIRECTORY } from "@gangway/fixtures"
import { describe, expect, it } from "vitest"
import { runBrowserTests, screenshots, WIDTHS_AND_THEMES } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

const recent = DIRECTORY[12]!.wallet

/** The Connect view with a wallet connected last time over WalletConnect: listed first, tagged "Recent". */
describe.skipIf(!runBrowserTests)("the Connect view's directory wallets in Chromium", () => {
  const demo = localDemoForTests()

  for (const [width, theme] of WIDTHS_AND_THEMES) {
    it(`at ${width} px, ${theme}: the recent wallet first, then the installed one, WalletConnect and the recommended wallets`, async () => {
      const page = await demo.openDemo(width, theme)
      // What an earlier visit left in the page's storage (the client reads it when it loads, at the first click).
      await page.evaluate((wallet) => localStorage.setItem("@appkit/recent_wallets", JSON.stringify([wallet])), recent)
      await page.getByRole("button", { name: "Connect wallet" }).first().click()
      const list = page.getByTestId("wallet-list")
      await list.locator(`[data-wallet-id="${recent.id}"]`).waitFor()
      // The recommended rows come with it; their images load before the picture is taken.
      await page.waitForFunction(() =>
        [...document.querySelectorAll("[data-testid=wallet-list] [data-image]")].every(
          (icon) => icon.getAttribute("data-image") !== "loading"
        )
      )
      const rows = await list
        .locator(".gw-row")
        .evaluateAll((buttons) =>
          buttons.map((button) => [
            button.querySelector(".gw-row__label")?.textContent,
            button.querySelector(".gw-row__end")?.textContent ?? ""
          ])
        )
      expect(rows[0]).toEqual([recent.name, "Recent"])
      expect(rows[1]).toEqual(["Gangway Test Wallet", "Installed"])
      expect(rows.map(([name]) => name)).toContain("WalletConnect")
      expect(new Set(rows.map(([name]) => name)).size).toBe(rows.length)
      await page.screenshot({ path: `${screenshots}connect-recent-${theme}-${width}.png` })
      await page.context().close()
    })
  }
})
