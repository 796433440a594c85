import { farcasterTestClient } from "@gangway/fixtures"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { expectNoSeriousViolations } from "./axe.js"
import { runBrowserTests, screenshots, WIDTHS_AND_THEMES } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

/**
 * Sign In With Farcaster in Chromium: the demo's Connect view offers Farcaster beside the social
 * logins; the view shows the local relay's link as a QR code and a link; the local world's test
 * Farcaster client opens that link and approves (or refuses), as the person's phone would.
 */
describe.skipIf(!runBrowserTests)("Farcaster login in Chromium", () => {
  const demo = localDemoForTests()
  const farcasterApp = () => {
    const farcaster = demo.world.auth.farcaster
    if (farcaster === undefined) throw new Error("the local world's auth site has no Farcaster part")
    return farcasterTestClient({
      relayUrl: farcaster.relayUrl,
      rpcUrl: demo.world.chain.rpcUrl,
      fid: farcaster.testUser.fid
    })
  }

  /** From the Connect view to the Farcaster view's QR code; the link the person's app would scan. */
  const showCode = async (page: Page, shot?: string) => {
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    const dialog = page.getByRole("dialog")
    const farcaster = dialog.getByRole("button", { name: "Continue with Farcaster" })
    await farcaster.waitFor()
    if (shot !== undefined) await page.screenshot({ path: `${screenshots}farcaster-connect-${shot}.png` })
    await farcaster.click()
    await page.getByTestId("connecting-farcaster-view").waitFor()
    const qr = page.locator("[data-farcaster-url]")
    await qr.waitFor()
    expect(await page.getByRole("img", { name: "QR code to sign in with Farcaster" }).count()).toBe(1)
    const url = (await qr.getAttribute("data-farcaster-url"))!
    // The same link to open on this device.
    expect(await page.getByRole("link", { name: "Open in Farcaster" }).getAttribute("href")).toBe(url)
    return url
  }

  it("signs in with the test Farcaster client's approval: connected, Account says who (both widths, both themes)", async () => {
    for (const [width, theme] of WIDTHS_AND_THEMES) {
      const page = await demo.openDemo(width, theme)
      const url = await showCode(page, `${theme}-${width}`)
      await expectNoSeriousViolations(page, "[role=dialog]", `Farcaster view ${theme} ${width}`)
      await page.screenshot({ path: `${screenshots}farcaster-code-${theme}-${width}.png` })

      const request = farcasterApp().open(url)
      expect(request.siweUri).toBe(new URL(page.url()).origin)
      await request.approve()
      const account = page.getByRole("button", { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ }).first()
      await account.waitFor()
      await account.click()
      await page.getByTestId("account-view").waitFor()
      expect(await page.getByTestId("auth-identity").textContent()).toBe("Signed in as gangway-tester")
      await page.screenshot({ path: `${screenshots}farcaster-account-${theme}-${width}.png` })
      await page.context().close()
    }
  })

  it("a person opens the link on this machine: the local Farcaster page (the test user's app) asks, Approve signs in", async () => {
    const page = await demo.openDemo(1280, "light")
    await showCode(page)
    const opened = page.waitForEvent("popup")
    await page.getByRole("link", { name: "Open in Farcaster" }).click()
    const farcaster = await opened
    await farcaster.getByRole("heading", { name: `Sign in to ${new URL(page.url()).host}?` }).waitFor()
    await expectNoSeriousViolations(farcaster, "main", "local Farcaster page")
    await farcaster.screenshot({ path: `${screenshots}farcaster-client-page-light-1280.png` })
    await farcaster.getByRole("button", { name: "Approve" }).click()
    await farcaster.getByRole("status").filter({ hasText: "Signed in" }).waitFor()
    await page
      .getByRole("button", { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ })
      .first()
      .waitFor()
    await page.context().close()
  })

  it("a refusal in the Farcaster client shows the frame's message and a new code can be asked for", async () => {
    const page = await demo.openDemo(390, "dark")
    const url = await showCode(page)
    await farcasterApp().open(url).refuse()
    const view = page.getByTestId("connecting-farcaster-view")
    await page.locator("[data-testid=connecting-farcaster-view][data-state=failed]").waitFor()
    expect(await view.getByRole("status").textContent()).toBe("The sign-in was declined in Farcaster: try again")
    await expectNoSeriousViolations(page, "[role=dialog]", "Farcaster refused")
    await page.screenshot({ path: `${screenshots}farcaster-refused-dark-390.png` })

    await page.getByRole("button", { name: "Get a new code" }).click()
    const again = page.locator("[data-farcaster-url]")
    await again.waitFor()
    expect(await again.getAttribute("data-farcaster-url")).not.toBe(url)
    await page.context().close()
  })
})
