import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { expectNoSeriousViolations } from "./axe.js"
import { runBrowserTests, screenshots, WIDTHS_AND_THEMES } from "./local-demo.js"
import { logInByEmail } from "./email-login.js"
import { localDemoForTests } from "./local-demo-suite.js"

/** Sign in with the wallet in Chromium: the demo with `?siwx`, the injected test wallet, the world's reference sign-in server. */
describe.skipIf(!runBrowserTests)("sign-in with the wallet in Chromium", () => {
  const demo = localDemoForTests()
  const account0 = () => demo.world.chain.accounts[0]!.address
  const shortOf = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
  const heldBy = (address: string) =>
    [...demo.world.siwx.sessions.values()].flat().filter((session) => session.data.accountAddress === address)

  /** Connects the injected test wallet; the dialog then asks for the sign-in. */
  const connectAndAsk = async (page: Page) => {
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.getByRole("button", { name: /Gangway Test Wallet/ }).click()
    const dialog = page.getByRole("dialog", { name: "Sign in" })
    await dialog.getByTestId("sign-message-view").waitFor()
    return dialog
  }

  it("required: the modal cannot be closed before signing; signing closes it and the server holds the session", async () => {
    const page = await demo.openDemo(1280, "dark", "?siwx=required")
    const before = heldBy(account0()).length
    const dialog = await connectAndAsk(page)
    expect(
      await dialog.getByText("Harbor Swap needs you to sign in. Cancelling disconnects the wallet.").isVisible()
    ).toBe(true)

    // Escape, the close button and the overlay all leave it open (it shakes instead).
    await page.keyboard.press("Escape")
    await expect.poll(() => dialog.getAttribute("data-shake")).toBe("true")
    await dialog.getByRole("button", { name: "Close" }).click()
    await page.mouse.click(5, 5)
    expect(await dialog.isVisible()).toBe(true)
    expect(
      await dialog.getByRole("button", { name: "Close" }).evaluate((button) => getComputedStyle(button).cursor)
    ).toBe("not-allowed")

    await dialog.getByRole("button", { name: "Sign message" }).click()
    await dialog.waitFor({ state: "detached" })
    expect(heldBy(account0()).length).toBe(before + 1)
    await page
      .getByRole("button", { name: new RegExp(shortOf(account0())) })
      .first()
      .waitFor()

    // A reload restores the wallet and, from the server's cookie, the sign-in: nothing is asked.
    await page.reload()
    await page.waitForFunction(() => (window.gangway?.getState().signIn.sessions.length ?? 0) > 0)
    expect(await page.evaluate(() => window.gangway?.getState().signIn.status)).toBe("idle")
    expect(await page.getByRole("dialog").count()).toBe(0)
    await page
      .getByRole("button", { name: new RegExp(shortOf(account0())) })
      .first()
      .waitFor()

    // The sign-in is visible: on the page (useSiwx) and in the Account view, which signs out.
    await expect.poll(() => page.getByTestId("siwx-status-demo").textContent()).toMatch(/^signed in until /)
    await page
      .getByRole("button", { name: new RegExp(shortOf(account0())) })
      .first()
      .click()
    const status = page.getByRole("dialog").getByTestId("siwx-status")
    await status.waitFor()
    expect(await status.textContent()).toMatch(new RegExp(`^Signed in${shortOf(account0())}, until .+Sign out$`))
    for (const theme of ["dark", "light"] as const) {
      await page.evaluate((mode) => window.gangway?.setThemeMode(mode), theme)
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
        await status.waitFor()
        await page.screenshot({ path: `${screenshots}flow-siwx-account-${theme}-${width}.png` })
      }
    }
    await status.getByRole("button", { name: "Sign out" }).click()
    await status.waitFor({ state: "detached" })
    await expect.poll(() => heldBy(account0()).length).toBe(before)
    expect(await page.getByTestId("siwx-status-demo").textContent()).toBe("signed out")
    // Signing out of the site is not disconnecting the wallet.
    expect(await page.evaluate(() => window.gangway?.getState().chains.chains.eip155?.account.address)).toBe(account0())
    await page.context().close()
  })

  it("optional: cancelling skips the sign-in, the wallet stays connected", async () => {
    const page = await demo.openDemo(390, "light", "?siwx")
    const before = heldBy(account0()).length
    const dialog = await connectAndAsk(page)
    expect(await dialog.getByText(/needs you to sign in/).count()).toBe(0)
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await dialog.waitFor({ state: "detached" })
    await page
      .getByRole("button", { name: new RegExp(shortOf(account0())) })
      .first()
      .waitFor()
    expect(heldBy(account0()).length).toBe(before)
    await page.context().close()
  })

  it("a declined signature shows 'Signature declined' and offers to try again; while the wallet signs, the signing view shows", async () => {
    const page = await demo.openDemo(1280, "light", "?siwx=required")
    const dialog = await connectAndAsk(page)
    await page.evaluate(() => window.gangwayTestWallet?.behave("sign", "reject"))
    await dialog.getByRole("button", { name: "Sign message" }).click()
    await dialog.getByRole("alert").filter({ hasText: "Signature declined" }).waitFor()
    await page.evaluate(() => window.gangwayTestWallet?.behave("sign", "delay"))
    await dialog.getByRole("button", { name: "Try again" }).click()
    await dialog.getByTestId("signing-view").waitFor()
    expect(await dialog.getByText("Continue in Gangway Test Wallet").isVisible()).toBe(true)
    await page.evaluate(() => window.gangwayTestWallet?.delays.sign?.release("approve"))
    await dialog.waitFor({ state: "detached" })
    await page.context().close()
  })

  it("with the embedded (email) wallet: after the login the sign-in view asks, the frame's approval screen signs, the server holds the session", async () => {
    const page = await demo.openDemo(1280, "dark", "?siwx=required")
    const email = `siwx${Date.now().toString(36)}@example.com`
    await logInByEmail(page, demo.world.auth.inboxUrl, email)
    const dialog = page.getByRole("dialog")

    await dialog.getByTestId("sign-message-view").waitFor()
    const address = (await page.evaluate(
      () => window.gangway?.getState().chains.chains.eip155?.account.address
    )) as string
    expect(heldBy(address)).toEqual([])
    await dialog.getByRole("button", { name: "Sign message" }).click()
    const frame = page.frameLocator("iframe[data-testid=gangway-auth-frame]")
    await frame.getByRole("button", { name: "Approve" }).waitFor()
    expect(await frame.locator("body").textContent()).toContain("wants you to sign in with your Ethereum account")
    // The shown frame is laid over the dialog and never hangs out of it, however the dialog moved.
    const overhang = async () => {
      const [box, bounds] = [
        await page.locator("iframe[data-testid=gangway-auth-frame]").boundingBox(),
        await dialog.boundingBox()
      ]
      return box && bounds
        ? Math.max(0, box.y + box.height - (bounds.y + bounds.height), bounds.y - box.y, bounds.x - box.x)
        : -1
    }
    await expect.poll(overhang).toBe(0)
    await page.screenshot({ path: `${screenshots}sign-in-embedded-dark-1280.png` })
    await frame.getByRole("button", { name: "Approve" }).click()
    await dialog.waitFor({ state: "detached" })
    expect(heldBy(address)).toHaveLength(1)
    await page.context().close()
  })

  it.each(WIDTHS_AND_THEMES)("at %i px, %s: the sign-in and signing views (screenshots, axe)", async (width, theme) => {
    const page = await demo.openDemo(width, theme, "?siwx=required")
    const dialog = await connectAndAsk(page)
    await expectNoSeriousViolations(page, ".gw-dialog", `the sign-in view at ${width} px, ${theme}`)
    await page.screenshot({ path: `${screenshots}sign-in-${theme}-${width}.png` })
    await page.evaluate(() => window.gangwayTestWallet?.behave("sign", "reject"))
    await dialog.getByRole("button", { name: "Sign message" }).click()
    await dialog.getByRole("alert").waitFor()
    await page.screenshot({ path: `${screenshots}sign-in-error-${theme}-${width}.png` })
    await page.evaluate(() => window.gangwayTestWallet?.behave("sign", "delay"))
    await dialog.getByRole("button", { name: "Try again" }).click()
    await dialog.getByTestId("signing-view").waitFor()
    await page.screenshot({ path: `${screenshots}sign-in-signing-${theme}-${width}.png` })
    await page.evaluate(() => window.gangwayTestWallet?.delays.sign?.release("approve"))
    await dialog.waitFor({ state: "detached" })
    await page.context().close()
  })
})
