import { u8aWrapBytes } from "@polkadot/util"
import { signatureVerify } from "@polkadot/util-crypto"
import { describe, expect, it } from "vitest"
import { expectNoSeriousViolations } from "./axe.js"
import { runBrowserTests, screenshots, WIDTHS_AND_THEMES } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

/**
 * A person on Polkadot in the demo (`?polkadot`: Westend first): the test wallet's Polkadot side,
 * an extension in window.injectedWeb3 with a real sr25519 key. No Substrate node runs here, so
 * the account has no balance and no Send; signing a message works end to end.
 */
describe.skipIf(!runBrowserTests)("Polkadot in Chromium on the local world", () => {
  const demo = localDemoForTests()

  for (const [width, theme] of WIDTHS_AND_THEMES) {
    it(`connects the Polkadot extension and signs a message (${width} px, ${theme})`, async () => {
      const page = await demo.openDemo(width, theme, "?polkadot")
      // Screenshots show the settled modal, not a frame of its opening animation.
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" })
      // No wait for the extension: it injects itself once its WebAssembly is ready, and is listed then.
      await page.getByRole("button", { name: "Connect wallet" }).first().click()
      const modal = page.getByRole("dialog")
      // Listed beside the page's EVM wallet, under its injectedWeb3 key made readable.
      await modal.getByRole("button", { name: /Gangway Test Wallet/ }).waitFor()
      await page.screenshot({ path: `${screenshots}flow-polkadot-connect-${theme}-${width}.png` })
      await modal.getByRole("button", { name: /Gangway Test Wallet/ }).click()
      await modal.waitFor({ state: "detached" })

      // The account in Westend's writing (SS58 prefix 42: a 5 first).
      const address = (await page.locator(".demo-status dd.demo-mono").textContent()) as string
      expect(address).toMatch(/^5[1-9A-HJ-NP-Za-km-z]{47}$/)
      expect(await page.getByTestId("status").textContent()).toBe("connected")

      await page.getByRole("button", { name: "Sign message" }).click()
      const signed = page.getByTestId("signature")
      await signed.waitFor()
      const signature = (await signed.getAttribute("data-signature")) as string
      const message = (await signed.getAttribute("data-message")) as string
      expect(signatureVerify(u8aWrapBytes(message), signature, address)).toMatchObject({
        isValid: true,
        crypto: "sr25519"
      })
      await page.screenshot({ path: `${screenshots}flow-polkadot-signed-${theme}-${width}.png` })

      // The account view: the address and its network, no balance, no Send, no token tabs.
      await page
        .getByRole("button", { name: new RegExp(`${address.slice(0, 6)}…${address.slice(-4)}`) })
        .first()
        .click()
      await page.getByTestId("account-view").waitFor()
      expect(await modal.getByRole("button", { name: "Copy address" }).getAttribute("data-copy-value")).toBe(address)
      await modal.getByRole("button", { name: "Network: Westend" }).waitFor()
      expect(await modal.getByTestId("account-balance").count()).toBe(0)
      expect(await modal.getByTestId("account-balance-unavailable").count()).toBe(0)
      expect(await modal.getByRole("button", { name: "Send", exact: true }).count()).toBe(0)
      expect(await modal.getByRole("link", { name: /Block explorer/ }).getAttribute("href")).toBe(
        `https://westend.subscan.io/account/${address}`
      )
      await page.screenshot({ path: `${screenshots}flow-polkadot-account-${theme}-${width}.png` })
      if (width === 1280) await expectNoSeriousViolations(page, "[role=dialog]", `polkadot account ${theme}`)
      await page.context().close()
    }, 240_000)
  }

  it("a refusal in the extension is said on the page, and nothing is signed", async () => {
    const page = await demo.openDemo(1280, "dark", "?polkadot")
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Gangway Test Wallet/ })
      .click()
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await page.evaluate(() =>
      (
        window.gangwayTestWallet as unknown as { polkadot: { behave: (kind: string, behaviour: string) => void } }
      ).polkadot.behave("signMessage", "reject")
    )
    await page.getByRole("button", { name: "Sign message" }).click()
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "Signature declined" }).count()).toBe(1)
    expect(await page.getByTestId("signature").count()).toBe(0)
    await expectNoSeriousViolations(page, ".demo-sign", "sign message")
    await page.context().close()
  }, 240_000)
})
