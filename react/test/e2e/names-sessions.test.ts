import { createTestWallet, deriveAccount, TEST_MNEMONIC } from "@gangway/fixtures"
import type { Page } from "playwright-core"
import { numberToHex, parseUnits } from "viem"
import { describe, expect, it } from "vitest"
import { expectNoSeriousViolations } from "./axe.js"
import {
  connectTestWalletAndOpenAccount,
  runBrowserTests,
  screenshots,
  shortAddress,
  WIDTHS_AND_THEMES
} from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

/**
 * A person registers a .reown.id name and sees it on the account button; then lists the
 * permissions the account granted to an app and revokes one. Each run has an account of its
 * own (the test mnemonic's index 30 onwards: no funds needed, the registrar pays the chain).
 */
describe.skipIf(!runBrowserTests)("names and sessions in Chromium on the local world", () => {
  const demo = localDemoForTests()
  const shortOf = shortAddress
  let nextIndex = 30

  /** The page's wallet moves to a fresh account, then connects and opens Account. */
  const openAccount = async (page: Page, index: number, address: string) => {
    await page.evaluate(
      (accountIndex) =>
        (
          window as unknown as { gangwayTestWallet: { wallet: { switchAccount(i: number): void } } }
        ).gangwayTestWallet.wallet.switchAccount(accountIndex),
      index
    )
    await connectTestWalletAndOpenAccount(page, address)
  }

  /** The same account's wallet, outside the page, grants an app 5 GWT for an hour (recorded with the data API). */
  const grantFromWallet = async (index: number) => {
    const wallet = createTestWallet({
      rpcUrl: demo.world.chain.rpcUrl,
      accountIndex: index,
      connected: true,
      permissionsRecord: { url: demo.world.api.url, projectId: "e2e" }
    })
    const signer = deriveAccount(TEST_MNEMONIC, 99).address
    return (await wallet.request({
      method: "wallet_grantPermissions",
      params: [
        {
          chainId: numberToHex(demo.world.chain.chain.id),
          expiry: Math.floor(Date.now() / 1000) + 3600,
          signer: { type: "key", data: { type: "secp256k1", id: signer } },
          permissions: [
            {
              type: "erc20-token-transfer",
              data: { address: demo.world.chain.contracts.gwt, allowance: numberToHex(parseUnits("5", 18)) },
              policies: []
            }
          ]
        }
      ]
    })) as { context: string }
  }

  it.each(WIDTHS_AND_THEMES)(
    "registers a name and sees it on the button; lists and revokes a session, at %i px, %s",
    async (width, theme) => {
      const index = nextIndex++
      const address = deriveAccount(TEST_MNEMONIC, index).address
      const label = `e2e-${theme}-${width}-${Date.now().toString(36)}`
      const page = await demo.openDemo(width, theme)
      const modal = page.getByRole("dialog")
      const shot = (step: string) =>
        page.screenshot({ path: `${screenshots}names-sessions-${step}-${theme}-${width}.png` })
      await openAccount(page, index, address)

      // Register: a broken rule is said as typed, then the free name and names like it.
      await modal.getByTestId("account-register-name").click()
      await page.getByTestId("register-name-view").waitFor()
      const input = modal.getByRole("textbox", { name: "Choose a name for this account" })
      await input.fill("ab")
      await expect
        .poll(() => page.getByTestId("register-name-status").textContent())
        .toBe("A name has at least 3 characters")
      await input.fill(label)
      await expect
        .poll(() => page.getByTestId("register-name-status").textContent())
        .toBe(`${label}.reown.id is available`)
      expect(await page.getByTestId("register-name-suggestions").getByRole("button").count()).toBeGreaterThan(0)
      await shot("search")
      await expectNoSeriousViolations(page, ".gw-dialog", `register name search ${theme} ${width}`)
      await modal.getByRole("button", { name: "Continue" }).click()
      expect(await page.getByTestId("register-name-confirm").textContent()).toBe(`${label}.reown.id`)
      await shot("confirm")
      await expectNoSeriousViolations(page, ".gw-dialog", `register name confirm ${theme} ${width}`)
      await modal.getByRole("button", { name: "Sign and register" }).click()
      await page.getByTestId("register-name-done").waitFor()
      await shot("done")
      await modal.getByRole("button", { name: "Back to account" }).click()
      await expect.poll(() => page.getByTestId("account-name").textContent()).toContain(`${label}.reown.id`)
      await page.keyboard.press("Escape")
      await modal.waitFor({ state: "detached" })
      // The account button shows the name instead of the short address.
      await page
        .getByRole("button", { name: new RegExp(`${label}\\.reown\\.id`) })
        .first()
        .waitFor()
      await shot("button")

      // Sessions: the app's permission listed with what it allows, revoked after confirming.
      const { context } = await grantFromWallet(index)
      await page
        .getByRole("button", { name: new RegExp(`${label}\\.reown\\.id`) })
        .first()
        .click()
      await modal.getByTestId("account-sessions").click()
      await page.getByTestId("sessions-view").waitFor()
      const item = page.getByTestId("session-item")
      await expect.poll(() => item.count()).toBe(1)
      expect(await item.getAttribute("data-status")).toBe("active")
      expect(await item.textContent()).toContain("Active")
      await item.getByRole("button", { name: /Up to 5 GWT/ }).click()
      expect(await item.textContent()).toContain(shortOf(context))
      await shot("sessions")
      await expectNoSeriousViolations(page, ".gw-dialog", `sessions ${theme} ${width}`)
      await modal.getByTestId("session-revoke").click()
      await shot("revoke-confirm")
      await modal.getByTestId("session-revoke-confirm").click()
      await expect.poll(() => item.getAttribute("data-status")).toBe("revoked")
      expect(await item.textContent()).toContain("Revoked")
      await shot("revoked")
      await expectNoSeriousViolations(page, ".gw-dialog", `sessions revoked ${theme} ${width}`)
      const listed = await fetch(`${demo.world.api.url}/v1/sessions/${address}?projectId=e2e`).then(
        (response) => response.json() as Promise<{ pcis: Array<{ pci: string; revokedAt?: number }> }>
      )
      expect(listed.pcis.find((session) => session.pci === context)?.revokedAt).toEqual(expect.any(Number))
      await page.context().close()
    },
    240_000
  )
})
