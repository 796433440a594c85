import { createTestWallet, createWalletConnectWallet, DIRECTORY, type WalletConnectWallet } from "@gangway/fixtures"
import { afterAll, describe, expect, it } from "vitest"
import {
  connectTestWalletAndOpenAccount,
  IPHONE_SAFARI,
  runBrowserTests,
  screenshots,
  shortAddress
} from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

/** The demo on an iPhone (390×844, Safari's user agent): the platform rules of SPEC §4. */
describe.skipIf(!runBrowserTests)("on an iPhone in Chromium, on the local world", () => {
  const demo = localDemoForTests()
  const wallets: WalletConnectWallet[] = []
  afterAll(async () => {
    for (const wallet of wallets) await wallet.stop()
  })

  it("the header's short address is shown whole, never cut again by an ellipsis, and the page stays 390 px wide", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await demo.openDemo(390, theme, "", IPHONE_SAFARI)
      const address = demo.world.chain.accounts[0]!.address
      await connectTestWalletAndOpenAccount(page, address)
      await page.getByRole("dialog").getByRole("button", { name: "Close" }).click()
      await page.getByRole("dialog").waitFor({ state: "detached" })
      const button = page.locator(".demo-header .gw-button[data-state=connected]").first()
      const shown = button.getByText(shortAddress(address), { exact: true })
      // Whole: its text fits its box (an ellipsis would leave the box narrower than the text).
      expect(
        await shown.evaluate((node) => node.scrollWidth <= node.clientWidth && node.getBoundingClientRect().width > 0)
      ).toBe(true)
      const box = await button.boundingBox()
      expect(box !== null && box.x + box.width <= 390).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await page.screenshot({ path: `${screenshots}phone-header-address-${theme}-390.png` })
      await page.context().close()
    }
  })

  it("the generic WalletConnect option leads to the wallets that open by deep link, the QR code and link second, for another device", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await demo.openDemo(390, theme, "", IPHONE_SAFARI)
      await page.getByRole("button", { name: "Connect wallet" }).first().click()
      await page
        .getByTestId("wallet-list")
        .getByRole("button", { name: /WalletConnect/ })
        .click()
      const list = page.getByTestId("all-wallets-view")
      await list.getByText("Wallets that open on this phone").waitFor()
      await list.locator("[data-testid=wallet-grid] button[data-wallet-id]").nth(9).waitFor()
      expect(await page.locator("[data-wc-uri]").count()).toBe(0)
      // Each wallet listed opens here: installed in this browser, or with a mobile link.
      const listed = await list
        .locator("[data-testid=wallet-grid] button[data-wallet-id]")
        .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("data-wallet-id")))
      // The world's directory (the data API answers from it): its wallets without a mobile link, the page's own test wallet aside.
      const withoutLink = DIRECTORY.filter(
        ({ wallet }) => wallet.mobile_link === null && wallet.name !== "Gangway Test Wallet"
      ).map(({ wallet }) => wallet.id)
      expect(withoutLink.length).toBeGreaterThan(0)
      expect(listed.filter((id) => withoutLink.includes(id ?? ""))).toEqual([])
      await page.screenshot({ path: `${screenshots}phone-walletconnect-wallets-${theme}-390.png` })

      // Second: the pairing code and its link, for a wallet on another device.
      await list.getByRole("button", { name: "QR code or link for another device" }).click()
      await page.locator("[data-wc-uri]").waitFor()
      await page.getByText("Scan this code with a wallet on another device, or copy the link.").waitFor()
      const uri = await page.locator("[data-wc-uri]").getAttribute("data-wc-uri")
      expect(await page.getByRole("button", { name: "Copy link" }).getAttribute("data-copy-value")).toBe(uri)
      await page.screenshot({ path: `${screenshots}phone-walletconnect-other-device-${theme}-390.png` })
      await page.context().close()
    }
  })

  it("WalletConnect's code → Back → a wallet shows the attempt's code again (the iOS reuse rule), never 'Preparing a pairing code…' forever", async () => {
    const page = await demo.openDemo(390, "light", "", IPHONE_SAFARI)
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.getByRole("button", { name: "All wallets" }).click()
    await page.getByRole("button", { name: "QR code or link for another device" }).click()
    const qr = page.locator("[data-wc-uri]")
    await qr.waitFor()
    const uri = await qr.getAttribute("data-wc-uri")

    await page.getByRole("dialog").getByRole("button", { name: "Back" }).click()
    // A wallet that is not installed in this browser: it pairs over WalletConnect.
    await page
      .getByTestId("wallet-grid")
      .locator("button[data-wallet-id]")
      .filter({ hasNotText: "Gangway Test Wallet" })
      .first()
      .click()
    await page.getByTestId("connecting-walletconnect-view").waitFor()
    await expect.poll(() => page.locator("[data-wc-uri]").getAttribute("data-wc-uri")).toBe(uri)
    expect(await page.getByText("Preparing a pairing code…").count()).toBe(0)
    await page.screenshot({ path: `${screenshots}phone-walletconnect-reused-light-390.png` })
  })

  it("a directory wallet with a mobile link leads with 'Open <wallet>' (the core's walletLink), keeps the QR code and Copy link, and connects as 'mobile' with the deep link and the wallet remembered", async () => {
    const page = await demo.openDemo(390, "dark", "", IPHONE_SAFARI)
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.waitForFunction(() => window.gangway !== undefined)
    await page.evaluate(() => {
      const events: Array<{ event: string; properties?: unknown }> = []
      ;(window as unknown as { __events: typeof events }).__events = events
      window.gangway?.onEvent((event) => events.push(event as (typeof events)[number]))
    })
    await page.getByRole("button", { name: "All wallets" }).click()
    await page
      .getByTestId("all-wallets-view")
      .getByRole("button", { name: /Aurora Wallet/ })
      .click()

    const open = page.getByRole("link", { name: "Open Aurora Wallet" })
    await open.waitFor()
    const uri = (await page.locator("[data-wc-uri]").getAttribute("data-wc-uri"))!
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(await open.getAttribute("href")).toBe(`aurorawallet://wc?uri=${encodeURIComponent(uri)}`)
    // It comes first; the QR code and the link to copy stay, for another device.
    const order = await page
      .getByTestId("connecting-walletconnect-view")
      .evaluate((view) =>
        [...view.querySelectorAll("a[href^='aurorawallet:'], [data-wc-uri], [data-copy-value]")].map((node) =>
          node.tagName.toLowerCase()
        )
      )
    expect(order[0]).toBe("a")
    expect(order).toContain("div")
    expect(await page.getByRole("button", { name: "Copy link" }).getAttribute("data-copy-value")).toBe(uri)
    expect(await page.getByText(/scan this code with your phone/i).count()).toBe(0)
    await page.screenshot({ path: `${screenshots}phone-walletconnect-open-wallet-dark-390.png` })

    // The phone would leave for the app; here the page stays.
    await page.evaluate(() =>
      document.addEventListener(
        "click",
        (event) => (event.target as Element).closest("a[href^='aurorawallet:']") && event.preventDefault(),
        true
      )
    )
    await open.click()
    await expect
      .poll(() => page.evaluate(() => window.gangway?.getState().connection.wcLinking))
      .toEqual({
        name: "Aurora Wallet",
        href: `aurorawallet://wc?uri=${encodeURIComponent(uri)}`
      })

    // The wallet app approves the pairing it was opened with.
    const account = demo.world.chain.accounts[2]!.address
    const testWallet = createTestWallet({ rpcUrl: demo.world.chain.rpcUrl, accountIndex: 2 })
    testWallet.behave("connect", "approve")
    const wallet = await createWalletConnectWallet({
      relayUrl: demo.world.relay.url,
      request: testWallet.request,
      accounts: [account],
      chains: ["eip155:31337"],
      events: testWallet,
      storagePrefix: "e2e-phone-deeplink",
      verifyKey: demo.verifyKey.publicKey
    })
    wallets.push(wallet)
    await wallet.pair({ uri })
    await page.getByRole("dialog").waitFor({ state: "detached" })
    const events = await page.evaluate(
      () => (window as unknown as { __events: Array<{ event: string; properties?: { method?: string } }> }).__events
    )
    expect(events.find((event) => event.event === "CONNECT_SUCCESS")?.properties?.method).toBe("mobile")
    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(JSON.parse(stored.WALLETCONNECT_DEEPLINK_CHOICE ?? "null")).toMatchObject({ name: "Aurora Wallet" })
    expect(
      Object.entries(stored).some(([key, value]) => key.endsWith("recent_wallets") && value.includes("Aurora Wallet"))
    ).toBe(true)
    expect(await page.evaluate(() => window.gangway?.getState().connection.recentWallet?.name)).toBe("Aurora Wallet")
    await page.context().close()
  })
})
