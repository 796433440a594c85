import { TEST_CARDS } from "@gangway/fixtures"
import { createPublicClient, erc20Abi, http, type Address } from "viem"
import { describe, expect, it } from "vitest"
import { expectNoSeriousViolations } from "./axe.js"
import { connectTestWalletAndOpenAccount, runBrowserTests, screenshots, WIDTHS_AND_THEMES } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

/** A person buys USDC with a test card: the modal's buy flow, the local provider's page, the delivery on the local chain. */
describe.skipIf(!runBrowserTests)("buying crypto in Chromium on the local world", () => {
  const demo = localDemoForTests()
  const usdcOf = (owner: Address) =>
    createPublicClient({ transport: http(demo.world.chain.rpcUrl) }).readContract({
      address: demo.world.onramp.treasury.usdc,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [owner]
    })

  const openAccount = connectTestWalletAndOpenAccount

  it.each(WIDTHS_AND_THEMES)(
    "buys 50 USD of USDC by card at %i px, %s: quote, provider, payment, delivery seen in balances and Activity",
    async (width, theme) => {
      const owner = demo.world.chain.accounts[0]!.address as Address
      const before = await usdcOf(owner)
      const page = await demo.openDemo(width, theme)
      await openAccount(page, owner)
      const modal = page.getByRole("dialog")
      const shot = (step: string) => page.screenshot({ path: `${screenshots}onramp-${step}-${theme}-${width}.png` })

      // Account → Buy: what can be bought here, paid how, within which limits.
      await modal.getByRole("button", { name: "Buy", exact: true }).click()
      await page.getByTestId("buy-view").waitFor()
      expect(await modal.getByRole("radio", { name: /USDC/ }).isChecked()).toBe(true)
      expect(await modal.getByRole("radio", { name: /^Card/ }).isChecked()).toBe(true)
      expect(await modal.getByRole("radio", { name: /^Card/ }).locator("..").textContent()).toContain(
        "10.00–7500.00 USD"
      )

      // Over the card's limit: said at once, no quote asked.
      await modal.getByRole("textbox", { name: "You pay" }).fill("7500.01")
      await modal.getByRole("alert").filter({ hasText: "Amount must be between 10.00 and 7500.00" }).waitFor()
      await modal.getByRole("radio", { name: /^Bank account/ }).check()
      await modal.getByRole("alert").waitFor({ state: "detached" })
      await modal.getByRole("radio", { name: /^Card/ }).check()

      await modal.getByRole("textbox", { name: "You pay" }).fill("50")
      await expect
        .poll(() =>
          page
            .getByTestId("buy-receive")
            .textContent({ timeout: 2_000 })
            .catch(() => null)
        )
        .toBe("48.75 USDC")
      expect(await page.getByTestId("buy-quote").textContent()).toContain("Provider fee0.75 USD")
      await shot("order")
      await expectNoSeriousViolations(page, ".gw-dialog", `buy order ${theme} ${width}`)

      await modal.getByRole("button", { name: "Choose a provider" }).click()
      const provider = modal.getByRole("link", { name: /Coinbase/ })
      await provider.waitFor()
      expect(await provider.textContent()).toContain("48.75 USDC for 50.00 USD")
      await shot("provider")
      await expectNoSeriousViolations(page, ".gw-dialog", `buy provider ${theme} ${width}`)

      // The provider's page opens in a new tab: the order, then a test card.
      const [tab] = await Promise.all([page.context().waitForEvent("page"), provider.click()])
      await tab.waitForLoadState()
      await page.getByTestId("buy-progress").waitFor()
      await shot("waiting")
      await expectNoSeriousViolations(page, ".gw-dialog", `buy waiting ${theme} ${width}`)
      expect(await tab.getByText("You receive").locator("xpath=following-sibling::dd[1]").textContent()).toBe(
        "48.750000 USDC"
      )
      await tab.getByLabel("Card number").fill(TEST_CARDS.pays)
      await tab.getByLabel("Expiry (MM/YY)").fill("12/39")
      await tab.getByLabel("Security code").fill("123")
      if (width === 390 && theme === "light")
        await tab.screenshot({ path: `${screenshots}onramp-provider-page-390.png` })
      await tab.getByRole("button", { name: "Pay" }).click()
      // …and it sends the buyer back to the dApp.
      await tab.waitForURL(/onramp=completed/)
      // The page it returns to opens Buy on that order, once the remembered wallet is back.
      const returned = tab.locator("[data-testid=buy-returned][data-outcome=completed]")
      await returned.waitFor({ timeout: 60_000 })
      expect(await returned.getByRole("status").textContent()).toContain("48.75 USDC")
      // A new tab follows the system's light scheme whatever this page emulates.
      if (theme === "light") await tab.screenshot({ path: `${screenshots}flow-onramp-returned-${width}.png` })
      await tab.close()

      const done = page.locator("[data-testid=buy-progress][data-outcome=completed]")
      await done.waitFor({ timeout: 60_000 })
      expect(await done.getByRole("status").textContent()).toContain("48.75 USDC arrived")
      expect(await usdcOf(owner)).toBe(before + 48_750_000n)
      await shot("done")
      await expectNoSeriousViolations(page, ".gw-dialog", `buy done ${theme} ${width}`)

      // Back on Account: USDC among the balances, the delivery at the top of Activity.
      await modal.getByRole("button", { name: "Done" }).click()
      await page.getByTestId("account-view").waitFor()
      await page.locator("[data-token=USDC]").waitFor()
      expect(await page.locator("[data-token=USDC]").textContent()).toContain("USDC")
      await modal.getByRole("tab", { name: "Activity" }).click()
      await expect.poll(() => modal.getByRole("tabpanel").textContent()).toContain("48.75 USDC")
      await page.context().close()
    }
  )

  it("reports a declined card, starts again, and says so when the buyer stops waiting", async () => {
    const owner = demo.world.chain.accounts[0]!.address as Address
    const before = await usdcOf(owner)
    const page = await demo.openDemo(1280, "light")
    await openAccount(page, owner)
    const modal = page.getByRole("dialog")
    const toProvider = async () => {
      await modal.getByRole("button", { name: "Buy", exact: true }).click()
      await page.getByTestId("buy-view").waitFor()
      await modal.getByRole("textbox", { name: "You pay" }).fill("20")
      await page.getByTestId("buy-receive").waitFor()
      await modal.getByRole("button", { name: "Choose a provider" }).click()
      return modal.getByRole("link", { name: /Coinbase/ })
    }

    const [tab] = await Promise.all([page.context().waitForEvent("page"), (await toProvider()).click()])
    await tab.getByLabel("Card number").fill(TEST_CARDS.declines)
    await tab.getByLabel("Expiry (MM/YY)").fill("12/39")
    await tab.getByLabel("Security code").fill("123")
    await tab.getByRole("button", { name: "Pay" }).click()
    await tab
      .getByRole("alert")
      .filter({ hasText: "Your card was declined by its issuer. Nothing was charged." })
      .waitFor()
    await tab.close()
    const failed = page.locator("[data-testid=buy-progress][data-outcome=failed]")
    await failed.waitFor({ timeout: 60_000 })
    expect(await failed.getByRole("alert").textContent()).toContain("The purchase failed and nothing was delivered")
    await page.screenshot({ path: `${screenshots}onramp-failed-light-1280.png` })
    await expectNoSeriousViolations(page, ".gw-dialog", "buy failed")
    expect(await usdcOf(owner)).toBe(before)

    // Try again: the order form; this time the buyer opens the page and stops waiting.
    await modal.getByRole("button", { name: "Try again" }).click()
    await page.getByTestId("buy-view").waitFor()
    await modal.getByRole("textbox", { name: "You pay" }).fill("20")
    await page.getByTestId("buy-receive").waitFor()
    await modal.getByRole("button", { name: "Choose a provider" }).click()
    const [second] = await Promise.all([
      page.context().waitForEvent("page"),
      modal.getByRole("link", { name: /Coinbase/ }).click()
    ])
    await second.close()
    await modal.getByRole("button", { name: "Stop waiting" }).click()
    const stopped = page.locator("[data-testid=buy-progress][data-outcome=cancelled]")
    await stopped.waitFor()
    expect(await stopped.getByRole("status").textContent()).toContain(
      "If you paid, the USDC still arrives in your wallet."
    )
    await page.context().close()
  })

  it("says the quote is an estimate when the data API gives none", async () => {
    const owner = demo.world.chain.accounts[0]!.address as Address
    const page = await demo.openDemo(390, "dark")
    await openAccount(page, owner)
    const modal = page.getByRole("dialog")
    await modal.getByRole("button", { name: "Buy", exact: true }).click()
    await page.getByTestId("buy-view").waitFor()
    demo.world.api.api.failNext("/v1/onramp/quote", 500, 8)
    try {
      await modal.getByRole("textbox", { name: "You pay" }).fill("30")
      await page.getByTestId("buy-estimate").waitFor()
      expect(await page.getByTestId("buy-receive").textContent()).toBe("about 30 USDC")
      expect(await page.getByTestId("buy-quote").textContent()).toContain("Provider feenot known yet")
      await page.screenshot({ path: `${screenshots}onramp-estimate-dark-390.png` })
      await expectNoSeriousViolations(page, ".gw-dialog", "buy estimate")
    } finally {
      demo.world.api.api.clearFaults()
    }
    await page.context().close()
  })
})
