import {
  createTestWallet,
  createWalletConnectWallet,
  DIRECTORY,
  TELEGRAM_THEMES,
  telegramClientScript,
  type TelegramCall,
  type WalletConnectWallet
} from "@gangway/fixtures"
import { uriOfStartParam } from "@gangway/core"
import type { Page } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import { runBrowserTests, screenshots } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

declare global {
  interface Window {
    /** The local Telegram client's control (fixtures/src/telegram). */
    telegramClient?: {
      readonly calls: ReadonlyArray<TelegramCall>
      readonly setTheme: (colorScheme: "light" | "dark", themeParams: Readonly<Record<string, string>>) => void
      readonly setViewport: (height: number) => void
    }
  }
}

const wallets = DIRECTORY.map((entry) => entry.wallet)
const onLocalChain = wallets.filter((wallet) => wallet.chains.includes("eip155:31337"))
const isMiniApp = (link: string | null) => link?.startsWith("https://t.me/") === true
const miniApps = onLocalChain.filter((wallet) => isMiniApp(wallet.webapp_link))
/** A wallet opened through a universal link (https) rather than Telegram or an app scheme. */
const universal = onLocalChain.find(
  (wallet) => wallet.mobile_link?.startsWith("https://") === true && !isMiniApp(wallet.webapp_link)
)!

const calls = (page: Page) => page.evaluate(() => [...(window.telegramClient?.calls ?? [])])

/** Inside Telegram's mini-app webview on an Android phone (the local Telegram client installed before the page), Telegram in dark. */
describe.skipIf(!runBrowserTests)("in a Telegram mini app in Chromium, on the local world", () => {
  const demo = localDemoForTests()
  const paired: WalletConnectWallet[] = []
  afterAll(async () => {
    for (const wallet of paired) await wallet.stop()
  })
  /** Expanded, the sheet is the whole 390×844 page unless `expandedHeight` says otherwise. */
  const openInTelegram = (expandedHeight = 844) =>
    // The browser itself prefers light: what the modal shows is Telegram's scheme.
    demo.openDemo(
      390,
      "light",
      "",
      undefined,
      telegramClientScript({
        platform: "android",
        colorScheme: "dark",
        themeParams: TELEGRAM_THEMES.dark,
        viewportHeight: 420,
        expandedHeight
      })
    )
  /** The first directory row's background once its colour transition has ended. */
  const rowBackground = (page: Page) =>
    page
      .locator(".gw-dialog button[data-wallet-id]")
      .first()
      .evaluate((node) => getComputedStyle(node).backgroundColor)

  it("takes Telegram's theme, expands the sheet when the modal opens, keeps the modal in the viewport, and lists the wallets with a mini app first", async () => {
    const page = await openInTelegram(760)
    // Inside Telegram the client loads without a click, to take the theme before the modal opens.
    await page.waitForFunction(() => window.gangway !== undefined)
    expect(await page.evaluate(() => window.gangway?.getState().themeTokens)).toMatchObject({
      mode: "dark",
      variables: { accent: TELEGRAM_THEMES.dark.button_color }
    })
    expect(await calls(page)).toEqual([])

    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    const overlay = page.locator(".gw-overlay")
    await overlay.waitFor()
    expect(await overlay.getAttribute("data-theme")).toBe("dark")
    await expect.poll(() => calls(page)).toEqual([{ method: "expand" }])
    // Expanded to 760 px: the overlay follows Telegram's stable viewport height, not the page's.
    await expect.poll(() => overlay.evaluate((node) => node.getBoundingClientRect().height)).toBe(760)
    await page.evaluate(() => window.telegramClient?.setViewport(600))
    await expect.poll(() => overlay.evaluate((node) => node.getBoundingClientRect().height)).toBe(600)
    const dialog = page.getByRole("dialog")
    // Once its slide-in has ended, the sheet's bottom edge is the viewport's.
    await expect.poll(() => dialog.evaluate((node) => Math.round(node.getBoundingClientRect().bottom))).toBe(600)

    // The directory's wallets: those Telegram opens in place first.
    const rows = page.locator(".gw-dialog button[data-wallet-id]")
    await rows.first().waitFor()
    const listed = await rows.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-wallet-id")))
    expect(listed.slice(0, 2)).toEqual(miniApps.slice(0, 2).map((wallet) => wallet.id))
    // The sheet dragged to the full page for the pictures.
    await page.evaluate(() => window.telegramClient?.setViewport(844))
    await expect.poll(() => overlay.evaluate((node) => node.getBoundingClientRect().height)).toBe(844)
    const dark = await rowBackground(page)
    await page.screenshot({ path: `${screenshots}telegram-connect-dark-390.png` })

    // The user switches Telegram to light: the open modal follows.
    await page.evaluate((light) => window.telegramClient?.setTheme("light", light), TELEGRAM_THEMES.light)
    await expect.poll(() => overlay.getAttribute("data-theme")).toBe("light")
    expect(await page.evaluate(() => window.gangway?.getState().themeTokens.variables.accent)).toBe(
      TELEGRAM_THEMES.light.button_color
    )
    await expect.poll(() => rowBackground(page)).not.toBe(dark)
    // The light surface: 6 % of the foreground mixed into white.
    await expect.poll(() => rowBackground(page)).toBe("color(srgb 0.944 0.944471 0.945647)")
    await page.screenshot({ path: `${screenshots}telegram-connect-light-390.png` })
    await page.context().close()
  })

  it("opens a wallet's mini app with openTelegramLink, carrying the pairing URI the wallet pairs from; never window.open", async () => {
    const page = await openInTelegram()
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    const wallet = miniApps[0]!
    await page.locator(`.gw-dialog button[data-wallet-id="${wallet.id}"]`).click()
    const open = page.getByRole("link", { name: `Open ${wallet.name}` })
    await open.waitFor()
    const uri = (await page.locator("[data-wc-uri]").getAttribute("data-wc-uri"))!
    await page.screenshot({ path: `${screenshots}telegram-open-mini-app-dark-390.png` })
    await open.click()

    await expect
      .poll(() => calls(page))
      .toContainEqual({ method: "openTelegramLink", url: expect.stringMatching(/^https:\/\/t\.me\//) })
    const opened = (await calls(page)).filter((call) => call.method !== "expand")
    expect(opened).toHaveLength(1)
    const link = new URL(opened[0]!.url!)
    expect(link.origin + link.pathname).toBe(wallet.webapp_link)
    // The page stayed (Telegram opened the link) and remembers the wallet it sent the user to.
    expect(page.url()).not.toContain("t.me")
    expect(await page.evaluate(() => window.gangway?.getState().connection.wcLinking)).toEqual({
      name: wallet.name,
      href: opened[0]!.url
    })

    // The wallet's mini app reads its start parameter and pairs.
    const fromLink = uriOfStartParam(link.searchParams.get("startapp")!)
    expect(fromLink).toBe(uri)
    const account = demo.world.chain.accounts[3]!.address
    const testWallet = createTestWallet({ rpcUrl: demo.world.chain.rpcUrl, accountIndex: 3 })
    testWallet.behave("connect", "approve")
    const walletApp = await createWalletConnectWallet({
      relayUrl: demo.world.relay.url,
      request: testWallet.request,
      accounts: [account],
      chains: ["eip155:31337"],
      events: testWallet,
      storagePrefix: "e2e-telegram-mini-app",
      verifyKey: demo.verifyKey.publicKey
    })
    paired.push(walletApp)
    await walletApp.pair({ uri: fromLink! })
    await page.getByRole("dialog").waitFor({ state: "detached" })
    expect(await page.evaluate(() => window.gangway?.getState().connection.status)).toBe("connected")
    expect((await calls(page)).some((call) => call.method === "window.open")).toBe(false)
    await page.context().close()
  })

  it("opens a wallet's universal link with openLink, and reuses the pairing while it is valid", async () => {
    const page = await openInTelegram()
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    // Telegram's mini app is a phone: WalletConnect leads to the wallets that open by link, the code second.
    await page.getByRole("button", { name: /WalletConnect/ }).click()
    await page
      .getByTestId("all-wallets-view")
      .getByRole("button", { name: "QR code or link for another device" })
      .click()
    const qr = page.locator("[data-wc-uri]")
    await qr.waitFor()
    const uri = (await qr.getAttribute("data-wc-uri"))!

    // Back to the wallets, then one of them: Telegram's rule keeps the attempt and its code.
    await page.getByRole("dialog").getByRole("button", { name: "Back" }).click()
    await page.getByTestId("all-wallets-view").getByRole("searchbox").fill(universal.name)
    await page
      .getByTestId("all-wallets-view")
      .getByRole("button", { name: new RegExp(universal.name) })
      .click()
    const open = page.getByRole("link", { name: `Open ${universal.name}` })
    await open.waitFor()
    await expect.poll(() => page.locator("[data-wc-uri]").getAttribute("data-wc-uri")).toBe(uri)
    const href = `${universal.mobile_link}/wc?uri=${encodeURIComponent(uri)}`
    expect(await open.getAttribute("href")).toBe(href)
    await page.screenshot({ path: `${screenshots}telegram-open-link-dark-390.png` })

    await open.click()
    await expect.poll(() => calls(page)).toContainEqual({ method: "openLink", url: href })
    expect((await calls(page)).filter((call) => call.method !== "expand")).toEqual([{ method: "openLink", url: href }])
    expect(page.url()).not.toContain("link.")
    await page.context().close()
  })
})
