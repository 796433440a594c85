import { createLocalSigner } from "@gangway/fixtures"
import { createPublicClient, erc20Abi, http, parseUnits, type Address, type Hash } from "viem"
import { describe, expect, it } from "vitest"
import { expectNoSeriousViolations } from "./axe.js"
import { connectTestWalletAndOpenAccount, runBrowserTests, screenshots, WIDTHS_AND_THEMES } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

/** A person swaps ETH for GWT in the modal: the form with its quote as typed, token choice, review, the swap on the local chain. */
describe.skipIf(!runBrowserTests)("swapping in Chromium on the local world", () => {
  const demo = localDemoForTests()
  const chain = () => createPublicClient({ transport: http(demo.world.chain.rpcUrl) })
  const gwtOf = (owner: Address) =>
    chain().readContract({
      address: demo.world.chain.contracts.gwt,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [owner]
    })

  const openAccount = connectTestWalletAndOpenAccount

  it.each(WIDTHS_AND_THEMES)(
    "swaps 0.1 ETH for GWT at %i px, %s: quote as typed, token search, review, done; the GWT arrives as quoted",
    async (width, theme) => {
      const owner = demo.world.chain.accounts[0]!.address as Address
      const before = await gwtOf(owner)
      const page = await demo.openDemo(width, theme)
      await openAccount(page, owner)
      const modal = page.getByRole("dialog")
      const shot = (step: string) => page.screenshot({ path: `${screenshots}swap-${step}-${theme}-${width}.png` })

      if (width === 390) await shot("account")
      await modal.getByRole("button", { name: "Swap", exact: true }).click()
      await page.getByTestId("swap-view").waitFor()
      expect(await page.getByTestId("swap-from-token").textContent()).toContain("ETH")
      expect(await page.getByTestId("swap-to-token").textContent()).toContain("GWT")

      // Flip twice and back: the pay and receive tokens trade places.
      await modal.getByRole("button", { name: "Swap the pay and receive tokens" }).click()
      expect(await page.getByTestId("swap-from-token").textContent()).toContain("GWT")
      await modal.getByRole("button", { name: "Swap the pay and receive tokens" }).click()

      // The receive side: search the list, choose GWT again.
      await page.getByTestId("swap-to-token").click()
      await page.getByTestId("swap-select-token").waitFor()
      await modal.getByRole("searchbox").fill("gang")
      const rows = page.getByTestId("swap-select-token").locator("[data-token]")
      await expect
        .poll(() => rows.evaluateAll((items) => items.map((item) => item.getAttribute("data-token"))))
        .toEqual(["GWT"])
      await shot("select-token")
      await expectNoSeriousViolations(page, ".gw-dialog", `swap token choice ${theme} ${width}`)
      await rows.getByRole("button").click()

      // The quote follows the amount as it is typed.
      await modal.getByRole("textbox", { name: "You pay" }).pressSequentially("0.1")
      await expect.poll(() => page.getByTestId("swap-to-amount").textContent()).toMatch(/^1[45]\d(\.\d+)?$/)
      expect(await page.getByTestId("swap-rate").textContent()).toMatch(/^1 ETH = 1,4\d\d(\.\d+)? GWT$/)
      await shot("form")
      await expectNoSeriousViolations(page, ".gw-dialog", `swap form ${theme} ${width}`)

      await modal.getByRole("button", { name: "Review swap" }).click()
      await page.getByTestId("swap-preview").waitFor()
      const receive = (await page.getByTestId("swap-preview-receive").textContent()) ?? ""
      expect(await page.getByTestId("swap-preview-minimum").textContent()).toMatch(/GWT1% slippage allowed$/)
      expect(await page.getByTestId("swap-preview-fee").textContent()).toMatch(/^\d[\d,.]* ETH\$\d/)
      expect(await page.getByTestId("swap-preview-impact").textContent()).toMatch(/^\d(\.\d+)?%$/)
      expect(await page.getByTestId("swap-preview-approval").count()).toBe(0)
      await shot("preview")
      await expectNoSeriousViolations(page, ".gw-dialog", `swap preview ${theme} ${width}`)

      await modal.getByRole("button", { name: "Swap", exact: true }).click()
      await page.getByTestId("swap-done").waitFor()
      await shot("done")
      await expectNoSeriousViolations(page, ".gw-dialog", `swap done ${theme} ${width}`)
      const received = (await gwtOf(owner)) - before
      // What the review showed (6 decimals at most) is what arrived.
      expect(Number(receive.replace(/[^\d.]/g, ""))).toBeCloseTo(Number(received) / 1e18, 5)
      expect(received).toBeGreaterThan(parseUnits("140", 18))

      // Back on Account: the swap in Activity, read from the chain.
      await modal.getByRole("button", { name: "Back to account" }).click()
      await page.getByTestId("account-view").waitFor()
      await modal.getByRole("tab", { name: "Activity" }).click()
      const latest = page.getByTestId("account-activity").getByTestId("activity-row").first()
      // A swap in Activity: what was paid for what, and what it received.
      await expect.poll(() => latest.textContent()).toMatch(/^GWTSwapped0\.1 ETH → GWT\+14\d\.\d+ GWT/)
      if (width === 390) await shot("activity")
      const hash = (await latest.getAttribute("data-hash")) as Hash
      expect((await chain().getTransactionReceipt({ hash })).to?.toLowerCase()).toBe(
        demo.world.chain.contracts.router.toLowerCase()
      )
      await page.context().close()
    }
  )
  it.each([
    [390, "dark"],
    [1280, "light"]
  ] as const)(
    "GWT for USDT at %i px, %s: the approval step shown while the wallet holds it, then the swap; a refusal in the wallet said, nothing swapped",
    async (width, theme) => {
      const owner = demo.world.chain.accounts[0]!.address as Address
      const usdt = demo.world.chain.contracts.usdt
      const usdtOf = () =>
        chain().readContract({ address: usdt, abi: erc20Abi, functionName: "balanceOf", args: [owner] })
      // No allowance left from an earlier run: the approval step is asked for.
      const self = createLocalSigner({
        rpcUrl: demo.world.chain.rpcUrl,
        privateKey: demo.world.chain.accounts[0]!.privateKey
      })
      const reset = await self.walletClient.writeContract({
        address: demo.world.chain.contracts.gwt,
        abi: erc20Abi,
        functionName: "approve",
        args: [demo.world.chain.contracts.router, 0n]
      })
      await self.publicClient.waitForTransactionReceipt({ hash: reset })
      const page = await demo.openDemo(width, theme)
      await openAccount(page, owner)
      const modal = page.getByRole("dialog")
      const shot = (step: string) => page.screenshot({ path: `${screenshots}swap-${step}-${theme}-${width}.png` })

      await modal.getByRole("button", { name: "Swap", exact: true }).click()
      await page.getByTestId("swap-view").waitFor()
      await page.getByTestId("swap-from-token").click()
      await page.getByTestId("swap-select-token").locator("[data-token=GWT]").getByRole("button").click()
      await page.getByTestId("swap-to-token").click()
      await page.getByTestId("swap-select-token").locator("[data-token=USDT]").getByRole("button").click()
      expect(await page.getByTestId("swap-from-token").textContent()).toContain("GWT")

      // First a refusal in the wallet: said in the flow, nothing moved.
      const before = await usdtOf()
      await page.evaluate(() => window.gangwayTestWallet?.behave("sendTransaction", "reject"))
      await modal.getByRole("textbox", { name: "You pay" }).fill("4")
      await modal.getByRole("button", { name: "Review swap" }).waitFor()
      await expect.poll(() => modal.getByRole("button", { name: "Review swap" }).isEnabled()).toBe(true)
      await modal.getByRole("button", { name: "Review swap" }).click()
      expect(await page.getByTestId("swap-preview-approval").textContent()).toContain(
        "First allow the swap to spend your GWT"
      )
      await modal.getByRole("button", { name: "Approve and swap" }).click()
      await page.getByTestId("swap-failed").getByText("You declined in your wallet. Nothing was swapped.").waitFor()
      await shot("refused")
      await expectNoSeriousViolations(page, ".gw-dialog", `swap refused ${theme} ${width}`)
      expect(await usdtOf()).toBe(before)

      // Again, the wallet holding the approval: the steps say where the swap is.
      await page.evaluate(() => window.gangwayTestWallet?.behave("sendTransaction", "delay"))
      await modal.getByRole("button", { name: "Try again" }).click()
      await expect.poll(() => modal.getByRole("button", { name: "Review swap" }).isEnabled()).toBe(true)
      await modal.getByRole("button", { name: "Review swap" }).click()
      await modal.getByRole("button", { name: "Approve and swap" }).click()
      const progress = page.getByTestId("swap-progress")
      await progress.locator("li[data-state=current]", { hasText: "Approve GWT in your wallet" }).waitFor()
      await shot("progress")
      await expectNoSeriousViolations(page, ".gw-dialog", `swap in progress ${theme} ${width}`)
      await page.evaluate(() => window.gangwayTestWallet?.delays.sendTransaction?.release("approve"))
      await page.getByTestId("swap-done").waitFor()
      expect(await usdtOf()).toBeGreaterThan(before + parseUnits("7", 6))
      await page.evaluate(() => window.gangwayTestWallet?.behave("sendTransaction", "approve"))
      await page.context().close()
    }
  )

  it.each([
    [390, "dark"],
    [1280, "light"]
  ] as const)(
    "100 ETH for GWT at %i px, %s: the review warns of the severe price impact and the first press of Swap only asks again",
    async (width, theme) => {
      const owner = demo.world.chain.accounts[0]!.address as Address
      const before = await gwtOf(owner)
      const page = await demo.openDemo(width, theme)
      await openAccount(page, owner)
      const modal = page.getByRole("dialog")
      await modal.getByRole("button", { name: "Swap", exact: true }).click()
      await page.getByTestId("swap-view").waitFor()
      await modal.getByRole("textbox", { name: "You pay" }).fill("100")
      await expect.poll(() => modal.getByRole("button", { name: "Review swap" }).isEnabled()).toBe(true)
      await modal.getByRole("button", { name: "Review swap" }).click()
      await page.getByTestId("swap-preview").waitFor()

      // The local pool is shallow: 100 ETH moves its price by about half (SWAP_PRICE_IMPACT_SEVERE_PERCENT is 15).
      const impact = (await page.getByTestId("swap-preview-impact").textContent()) ?? ""
      expect(Number(impact.replace("%", ""))).toBeGreaterThan(15)
      expect(await page.getByTestId("swap-preview-impact").locator("xpath=..").getAttribute("data-level")).toBe(
        "severe"
      )
      expect(await page.getByTestId("swap-preview-impact-warning").textContent()).toBe(
        `Very high price impact: you lose about ${impact} of what you pay, at market prices.`
      )
      const swap = modal.getByRole("button", { name: "Swap", exact: true })
      await swap.click()
      await modal.getByRole("button", { name: `Swap anyway — you lose ${impact}` }).waitFor()
      await page.screenshot({ path: `${screenshots}swap-severe-impact-${theme}-${width}.png` })
      await expectNoSeriousViolations(page, ".gw-dialog", `swap severe impact ${theme} ${width}`)
      // One press swapped nothing: still the review, no GWT arrived.
      expect(await page.getByTestId("swap-preview").count()).toBe(1)
      expect(await gwtOf(owner)).toBe(before)
      await page.context().close()
    }
  )
})
