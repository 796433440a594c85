import type { Page } from "playwright-core"
import { createPublicClient, http, parseEther, type Address } from "viem"
import { describe, expect, it } from "vitest"
import arAccount from "../../src/i18n/locales/ar/account.js"
import arModal from "../../src/i18n/locales/ar/modal.js"
import arSend from "../../src/i18n/locales/ar/send.js"
import jaAccount from "../../src/i18n/locales/ja/account.js"
import jaModal from "../../src/i18n/locales/ja/modal.js"
import jaSend from "../../src/i18n/locales/ja/send.js"
import { expectNoSeriousViolations } from "./axe.js"
import { runBrowserTests, screenshots, shortAddress, WIDTHS_AND_THEMES } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

const catalogues = {
  ar: { dir: "rtl", modal: arModal, account: arAccount, send: arSend },
  ja: { dir: "ltr", modal: jaModal, account: jaAccount, send: jaSend }
} as const

/** A screenshot at each width in each theme (the same page, resized), each looked at by a person. */
const screenshotEverywhere = async (page: Page, name: string) => {
  for (const [width, theme] of WIDTHS_AND_THEMES) {
    await page.setViewportSize({ width, height: width < 430 ? 844 : 800 })
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" })
    // The demo gives the modal the theme it loaded with: set the one to look at.
    await page.evaluate((mode) => window.gangway?.setThemeMode(mode), theme)
    await page.screenshot({ path: `${screenshots}${name}-${width}-${theme}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

// The demo in Arabic (right to left) and Japanese: Connect with the injected test wallet, the Account
// view, and a native send, every step found by its words in that language's catalogues.
describe.skipIf(!runBrowserTests)("the modal in Arabic and Japanese (Chromium)", () => {
  const demo = localDemoForTests()

  for (const locale of ["ar", "ja"] as const) {
    it(`${locale}: connects, shows the account and sends ETH, in ${locale} with dir=${catalogues[locale].dir}; axe clean`, async () => {
      const { dir, modal, account, send } = catalogues[locale]
      const sender = demo.world.chain.accounts[0]!.address as Address
      const receiver = demo.world.chain.accounts[4]!.address as Address
      const chain = createPublicClient({ transport: http(demo.world.chain.rpcUrl) })
      // Opened in English (the helper waits for its English button), then reloaded in the language.
      const page = await demo.openDemo(1280, "dark")
      await page.goto(`${new URL(page.url()).origin}/?locale=${locale}`)
      await page.waitForFunction(() => window.gangwayTestWallet !== undefined)

      await page.locator(`.gw-button--primary[lang=${locale}]`).first().click()
      const dialog = page.getByRole("dialog", { name: modal.Connect })
      await dialog.waitFor()
      expect(await page.locator(".gw-overlay").getAttribute("dir")).toBe(dir)
      expect(await page.locator(".gw-overlay").getAttribute("lang")).toBe(locale)
      await dialog.getByRole("button", { name: modal.close }).waitFor()
      await dialog.locator("[data-wallet-id]").first().waitFor()
      await expectNoSeriousViolations(page, ".gw-overlay", `Connect (${locale})`)
      await screenshotEverywhere(page, `locale-${locale}-connect`)

      await dialog.getByRole("button", { name: /Gangway Test Wallet/ }).click()
      await page.getByRole("dialog").waitFor({ state: "detached" })
      await page
        .getByRole("button", { name: new RegExp(shortAddress(sender)) })
        .first()
        .click()
      const accountDialog = page.getByRole("dialog", { name: modal.Account })
      await accountDialog.getByTestId("account-balance").waitFor()
      await accountDialog.getByText(account.connectedWith.replace("{name}", "Gangway Test Wallet")).waitFor()
      await accountDialog.getByRole("tab", { name: account.tokens }).waitFor()
      await accountDialog.getByRole("button", { name: account.copyAddress }).waitFor()
      await expectNoSeriousViolations(page, ".gw-overlay", `Account (${locale})`)
      await screenshotEverywhere(page, `locale-${locale}-account`)

      const before = await chain.getBalance({ address: receiver })
      await accountDialog.getByRole("button", { name: account.send, exact: true }).click()
      const sendDialog = page.getByRole("dialog", { name: modal.WalletSend })
      await page.getByTestId("send-view").waitFor()
      await page.getByTestId("send-token").click()
      await page.getByTestId("send-select-token-view").getByRole("button", { name: /Ether/ }).click()
      await page.getByTestId("send-view").waitFor()
      await sendDialog.getByRole("textbox", { name: send.amount }).fill("0.5")
      await sendDialog.getByRole("textbox", { name: send.to }).fill(receiver)
      await sendDialog.getByRole("button", { name: send.review }).click()
      const preview = page.getByRole("dialog", { name: modal.WalletSendPreview })
      await page.getByTestId("send-preview-view").and(page.locator("[data-state=ready]")).waitFor()
      await expectNoSeriousViolations(page, ".gw-overlay", `Send preview (${locale})`)
      await screenshotEverywhere(page, `locale-${locale}-send-preview`)
      await preview.getByRole("button", { name: send.send, exact: true }).click()
      await page.locator("[data-testid=send-status][data-phase=confirmed]").waitFor({ timeout: 60_000 })
      await page.getByText(account.confirmed).waitFor()
      expect(await page.getByTestId("send-summary").textContent()).toContain(shortAddress(receiver))
      expect(await chain.getBalance({ address: receiver })).toBe(before + parseEther("0.5"))
      await screenshotEverywhere(page, `locale-${locale}-sent`)
      await page.context().close()
    }, 240_000)
  }
})
