import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { IPHONE_SAFARI, runBrowserTests, screenshots, startLocalDemo, type LocalDemo } from "./local-demo.js"

/** The demo on an iPhone (390×844, Safari's user agent): the platform rules of SPEC §4. */
describe.skipIf(!runBrowserTests)("on an iPhone in Chromium, on the local world", () => {
  let demo: LocalDemo
  beforeAll(async () => {
    demo = await startLocalDemo()
  }, 120_000)
  afterAll(async () => {
    await demo?.stop()
  })

  it("WalletConnect → Back → All wallets → a wallet shows the attempt's code again (the iOS reuse rule), never 'Preparing a pairing code…' forever", async () => {
    const page = await demo.openDemo(390, "light", "", IPHONE_SAFARI)
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.getByRole("button", { name: /WalletConnect/ }).click()
    const qr = page.locator("[data-wc-uri]")
    await qr.waitFor()
    const uri = await qr.getAttribute("data-wc-uri")

    await page.getByRole("dialog").getByRole("button", { name: "Back" }).click()
    await page.getByRole("button", { name: "All wallets" }).click()
    // A wallet that is not installed in this browser: it pairs over WalletConnect.
    await page.getByTestId("wallet-grid").locator("button[data-wallet-id]").filter({ hasNotText: "Gangway Test Wallet" }).first().click()
    await page.getByTestId("connecting-walletconnect-view").waitFor()
    await expect.poll(() => page.locator("[data-wc-uri]").getAttribute("data-wc-uri")).toBe(uri)
    expect(await page.getByText("Preparing a pairing code…").count()).toBe(0)
    await page.screenshot({ path: `${screenshots}phone-walletconnect-reused-light-390.png` })
  })
})
