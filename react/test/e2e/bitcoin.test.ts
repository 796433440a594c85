import { bitcoinTestKeys } from "@gangway/fixtures"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { expectNoSeriousViolations } from "./axe.js"
import { runBrowserTests, screenshots, WIDTHS_AND_THEMES } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

/**
 * A person on Bitcoin in the demo (`?bitcoin`: the local regtest ledger first): the test
 * wallet's Bitcoin side (Wallet Standard, a real regtest key) signs the PSBT, the ledger
 * validates and mines it.
 */
describe.skipIf(!runBrowserTests)("Bitcoin in Chromium on the local world", () => {
  const demo = localDemoForTests()

  const owner = bitcoinTestKeys[0]!
  const utxosOf = async (address: string) =>
    (await (await fetch(`${demo.world.bitcoin.url}/address/${address}/utxo`)).json()) as Array<{
      txid: string
      value: number
    }>

  /** Connect → the test wallet → Account, on Bitcoin Local. */
  const connect = async (page: Page) => {
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Gangway Test Wallet/ })
      .click()
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await page
      .getByRole("button", { name: new RegExp(`${owner.p2wpkh.slice(0, 6)}…${owner.p2wpkh.slice(-4)}`) })
      .first()
      .click()
    const modal = page.getByRole("dialog")
    await page.getByTestId("account-view").waitFor()
    await modal.getByRole("button", { name: "Network: Bitcoin Local" }).waitFor()
    return modal
  }

  for (const [width, theme] of WIDTHS_AND_THEMES) {
    it(`connects the wallet's Bitcoin side, sends BTC at the fee speed chosen, and sees it in Activity (${width} px, ${theme})`, async () => {
      const receiver = bitcoinTestKeys[7]!.p2wpkh
      const page = await demo.openDemo(width, theme, "?bitcoin")
      // Screenshots show the settled modal, not a frame of its opening animation.
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" })
      const modal = await connect(page)

      // The account: its payment address, BTC from its UTXOs (8 decimals), one BTC row.
      expect(await modal.getByRole("button", { name: "Copy address" }).getAttribute("data-copy-value")).toBe(
        owner.p2wpkh
      )
      await expect.poll(() => page.getByTestId("account-balance").textContent()).toMatch(/ BTC$/)
      const tokens = page.getByRole("list", { name: "Token balances" }).getByRole("listitem")
      await expect
        .poll(() => tokens.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-token"))))
        .toEqual(["BTC"])
      await page.screenshot({ path: `${screenshots}flow-bitcoin-account-${theme}-${width}.png` })

      await modal.getByRole("button", { name: "Send", exact: true }).click()
      await page.getByTestId("send-view").waitFor()
      await page.getByTestId("send-token").click()
      await page
        .getByTestId("send-select-token-view")
        .getByRole("button", { name: /Bitcoin/ })
        .click()
      await page.getByTestId("send-view").waitFor()
      expect(await modal.getByRole("textbox", { name: "To" }).getAttribute("placeholder")).toBe("Bitcoin Local address")
      await modal.getByRole("textbox", { name: "Amount" }).fill("0.125")
      await modal.getByRole("textbox", { name: "To" }).fill(receiver)
      await modal.getByRole("button", { name: "Review send" }).click()
      const ready = page.getByTestId("send-preview-view").and(page.locator("[data-state=ready]"))
      await ready.waitFor()
      // The fee in BTC, and the speed to choose: Normal first, then Fast priced again.
      expect(await page.getByTestId("send-preview-fee").textContent()).toMatch(/^[\d.]+ BTC/)
      const speed = page.getByTestId("send-fee-speed")
      expect(await speed.getByRole("radio", { name: "Normal" }).isChecked()).toBe(true)
      await speed.getByRole("radio", { name: "Fast" }).check()
      await ready.waitFor()
      expect(await speed.getByRole("radio", { name: "Fast" }).isChecked()).toBe(true)
      await page.screenshot({ path: `${screenshots}flow-bitcoin-send-preview-${theme}-${width}.png` })
      if (width === 1280) await expectNoSeriousViolations(page, "[role=dialog]", `bitcoin send preview ${theme}`)

      await modal.getByRole("button", { name: "Send", exact: true }).click()
      await page.locator("[data-testid=send-status][data-phase=confirmed]").waitFor({ timeout: 60_000 })
      const hash = (await page.getByTestId("send-hash").getAttribute("data-hash")) as string
      expect((await utxosOf(receiver)).filter((utxo) => utxo.txid === hash).map((utxo) => utxo.value)).toEqual([
        12_500_000
      ])
      await modal.getByRole("button", { name: "Done" }).click()

      await modal.getByRole("tab", { name: "Activity" }).click()
      const row = page.locator(`[data-testid=activity-row][data-hash="${hash}"]`)
      await row.waitFor()
      expect(await row.textContent()).toContain("-0.125 BTC")
      await page.screenshot({ path: `${screenshots}flow-bitcoin-activity-${theme}-${width}.png` })
      if (width === 1280) await expectNoSeriousViolations(page, "[role=dialog]", `bitcoin activity ${theme}`)
      await page.context().close()
    }, 240_000)
  }

  it("connects a wallet that offers the sats-connect API (window.btc_providers) and sends through it", async () => {
    const receiver = bitcoinTestKeys[8]!.p2wpkh
    const page = await demo.openDemo(1280, "light", "?bitcoin&satsconnect")
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" })
    const modal = await connect(page)
    // Connected through the sats-connect provider, not a Wallet Standard registration.
    expect(await page.evaluate(() => window.gangway?.getState().connection.activeConnectorIds.bip122)).toBe(
      "sats-connect:Gangway Test Wallet"
    )
    await modal.getByRole("button", { name: "Send", exact: true }).click()
    await page.getByTestId("send-token").click()
    await page
      .getByTestId("send-select-token-view")
      .getByRole("button", { name: /Bitcoin/ })
      .click()
    await modal.getByRole("textbox", { name: "Amount" }).fill("0.05")
    await modal.getByRole("textbox", { name: "To" }).fill(receiver)
    await modal.getByRole("button", { name: "Review send" }).click()
    await page.getByTestId("send-preview-view").and(page.locator("[data-state=ready]")).waitFor()
    await modal.getByRole("button", { name: "Send", exact: true }).click()
    await page.locator("[data-testid=send-status][data-phase=confirmed]").waitFor({ timeout: 60_000 })
    const hash = (await page.getByTestId("send-hash").getAttribute("data-hash")) as string
    expect((await utxosOf(receiver)).filter((utxo) => utxo.txid === hash).map((utxo) => utxo.value)).toEqual([
      5_000_000
    ])
    await page.context().close()
  }, 240_000)
})
