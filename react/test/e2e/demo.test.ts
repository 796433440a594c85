import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { loadClient, runBrowserTests, screenshots } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"
import { expectNoSeriousViolations } from "./axe.js"

describe.skipIf(!runBrowserTests)("the demo in Chromium", () => {
  const demo = localDemoForTests()

  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "")
  const focusInsideDialog = (page: Page) =>
    page.evaluate(() => document.querySelector("[role=dialog]")?.contains(document.activeElement) ?? false)

  it("opens by click, closes on Escape and returns focus to the button", async () => {
    // `?noauth`: the demo without its email and social login.
    const page = await demo.openDemo(1280, "dark", "?noauth")
    await page.getByRole("button", { name: "Connect wallet" }).click()
    const dialog = page.getByRole("dialog", { name: "Connect a wallet" })
    await dialog.waitFor()
    await page.getByTestId("connect-view").waitFor()
    expect(await focusInsideDialog(page)).toBe(true)

    // Nothing that leads nowhere: without an auth connector there is no email field and no social button.
    await page.getByRole("button", { name: /Gangway Test Wallet/ }).waitFor()
    expect(await dialog.getByRole("textbox", { name: "Email address" }).count()).toBe(0)
    expect(await dialog.getByRole("button", { name: /Continue with/ }).count()).toBe(0)
    expect(
      await dialog
        .locator("section[data-method]")
        .evaluateAll((sections) => sections.map((section) => section.getAttribute("data-method")))
    ).toEqual(["wallet"])

    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    expect(await focusedText(page)).toBe("Connect wallet")
    await page.context().close()
  })

  it("closes with one Escape from a wallet's QR code, three views in; the back arrow still goes back", async () => {
    const page = await demo.openDemo(1280)
    await page.getByRole("button", { name: "Connect wallet" }).click()
    await page.getByRole("button", { name: "All wallets" }).click()
    await page
      .getByTestId("all-wallets-view")
      .getByRole("button", { name: /Aurora Wallet/ })
      .click()
    await page.locator("[data-wc-uri]").waitFor()
    await page.getByRole("button", { name: "Back" }).click()
    await page.getByTestId("all-wallets-view").waitFor()
    await page
      .getByTestId("all-wallets-view")
      .getByRole("button", { name: /Aurora Wallet/ })
      .click()
    await page.locator("[data-wc-uri]").waitFor()

    await page.keyboard.press("Escape")
    await page.getByRole("dialog").waitFor({ state: "detached" })
    expect(await focusedText(page)).toBe("Connect wallet")
    await page.context().close()
  })

  it("opens by keyboard and keeps Tab inside the dialog", async () => {
    const page = await demo.openDemo(1280)
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
    await page.context().close()
  })

  const closeModal = async (page: Page) => {
    await page.evaluate(() => window.gangway?.close())
    await page.getByRole("dialog").waitFor({ state: "detached" })
  }

  for (const theme of ["dark", "light"] as const) {
    it(`shows every view without a serious accessibility violation in the ${theme} theme, and screenshots them`, async () => {
      for (const width of [390, 1280]) {
        const page = await demo.openDemo(width, theme)
        // Screenshots show the settled layout, not a frame of the opening animation.
        await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" })
        await loadClient(page)
        await page.evaluate((mode) => window.gangway?.setThemeMode(mode), theme)
        const shoot = async (name: string) => {
          await page.screenshot({ path: `${screenshots}${name}-${theme}-${width}.png` })
          if (width === 1280) await expectNoSeriousViolations(page, "[role=dialog]", name)
        }
        await page.screenshot({ path: `${screenshots}page-${theme}-${width}.png` })
        if (width === 1280) await expectNoSeriousViolations(page, ".gw-button", "buttons")

        for (const [view, testId] of [
          ["Connect", "connect-view"],
          ["Networks", "networks-view"],
          ["UnsupportedChain", "unsupported-chain-view"],
          ["ApproveTransaction", "approve-transaction-view"]
        ] as const) {
          await page.evaluate((target) => window.gangway?.open({ view: target }), view)
          await page.getByTestId(testId).waitFor()
          await shoot(view)
          await closeModal(page)
        }

        // The directory, once its first page (and its images) is in.
        await page.evaluate(() => window.gangway?.open({ view: "AllWallets" }))
        await page.locator("[data-testid=wallet-grid] [data-wallet-id]").nth(39).waitFor()
        await page.waitForFunction(() =>
          [...document.querySelectorAll(".gw-wallet-tile img")]
            .slice(0, 8)
            .every((img) => (img as HTMLImageElement).complete)
        )
        await shoot("AllWallets")
        await closeModal(page)

        // An injected wallet: waiting for the user, then the refusal.
        await page.evaluate(() => window.gangwayTestWallet?.behave("connect", "delay"))
        await page.evaluate(() => window.gangway?.open())
        await page.getByRole("button", { name: /Gangway Test Wallet/ }).click()
        await page.getByText("Continue in Gangway Test Wallet").waitFor()
        await shoot("ConnectingExternal")
        await page.evaluate(() => window.gangwayTestWallet?.delays.connect?.release("reject"))
        await page.getByText("Connection declined").waitFor()
        await shoot("ConnectingExternal-declined")

        // WalletConnect: the pairing URI as a QR code.
        await page.getByRole("button", { name: "Back" }).click()
        await page.getByRole("button", { name: /WalletConnect/ }).click()
        await page.locator("[data-wc-uri]").waitFor()
        await shoot("ConnectingWalletConnect")
        await closeModal(page)

        // Connected: the Account view with the chain's real balance.
        await page.evaluate(() => window.gangwayTestWallet?.behave("connect", "approve"))
        await page.evaluate(() => window.gangway?.open())
        await page.getByRole("button", { name: /Gangway Test Wallet/ }).click()
        await page.getByRole("dialog").waitFor({ state: "detached" })
        await page.evaluate(() => window.gangway?.open())
        await page.getByTestId("account-balance").getByText(/ETH/).waitFor()
        await page.locator("[data-token=USDT]").waitFor()
        // The tokens' and the network's icons are the directory's drawings, loaded (not the letters).
        await page.locator("[data-token] .gw-token-avatar[data-image=loaded]").nth(2).waitFor({ state: "attached" })
        await page.locator(".gw-network-button .gw-avatar[data-image=loaded]").first().waitFor({ state: "attached" })
        await shoot("Account")

        // The send flow: the form's objections, the token picker, the filled form, the review, the progress.
        const modal = page.getByRole("dialog")
        await modal.getByRole("button", { name: "Send", exact: true }).click()
        await modal.getByRole("button", { name: "Review send" }).click()
        await page.getByTestId("send-amount-error").waitFor()
        await shoot("WalletSend-errors")
        await page.getByTestId("send-token").click()
        await page
          .getByTestId("send-select-token-view")
          .getByRole("button", { name: /Tether/ })
          .waitFor()
        await shoot("WalletSendSelectToken")
        await page.getByTestId("send-select-token-view").getByRole("button", { name: /Ether/ }).click()
        await modal.getByRole("textbox", { name: "Amount" }).fill("0.5")
        await modal.getByRole("textbox", { name: "To" }).fill(demo.world.chain.accounts[3]!.address)
        await shoot("WalletSend")
        await modal.getByRole("button", { name: "Review send" }).click()
        await page.locator("[data-testid=send-preview-view][data-state=ready]").waitFor()
        await shoot("WalletSendPreview")
        await modal.getByRole("button", { name: "Send", exact: true }).click()
        await page.locator("[data-testid=send-status][data-phase=confirmed]").waitFor()
        await page.locator(".gw-toast").waitFor({ state: "detached" })
        await shoot("Account-sent")
        await modal.getByRole("button", { name: "Done" }).click()

        // Activity: the tab on Account, and the whole list.
        await modal.getByRole("tab", { name: "Activity" }).click()
        await page.getByTestId("account-activity").getByTestId("activity-row").first().waitFor()
        await shoot("Account-activity")
        await page.evaluate(() => window.gangway?.navigate("Transactions"))
        await page.getByTestId("transactions-view").getByTestId("activity-row").first().waitFor()
        await shoot("Transactions")
        await closeModal(page)

        await page.evaluate(() => window.gangway?.showToast("success", "Transaction started"))
        await page.getByRole("status").getByText("Transaction started").waitFor()
        await page.screenshot({ path: `${screenshots}toast-${theme}-${width}.png` })
        await page.context().close()
      }
    }, 240_000)
  }
})
