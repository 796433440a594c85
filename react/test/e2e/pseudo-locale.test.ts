import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { connectTestWalletAndOpenAccount, runBrowserTests, shortAddress } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

/**
 * The demo in the pseudo-locale (`en-XA`: every catalogue message wrapped in ⟦ ⟧): any text
 * a person sees, or an accessible name, hint or placeholder, that is neither wrapped nor data
 * (amounts, addresses, hashes, symbols, network, wallet and token names, dates and relative
 * times written by Intl) was not taken from a catalogue, and fails the test with where it was seen.
 */
describe.skipIf(!runBrowserTests)("no text outside the catalogues (pseudo-locale en-XA, Chromium)", () => {
  const demo = localDemoForTests()

  /** Visible text nodes and word-carrying attributes under the page's Gangway roots that are not wrapped. */
  const unwrapped = (page: Page) =>
    page.evaluate(() => {
      const found: Array<string> = []
      const wrapped = (text: string) => /⟦[\s\S]*⟧/.test(text)
      for (const root of document.querySelectorAll(".gw-root")) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? ""
          const element = node.parentElement
          if (
            text === "" ||
            element === null ||
            element.closest("svg, style, script, [aria-hidden=true], .gw-font-warmup") !== null
          )
            continue
          if (!element.checkVisibility() && !element.closest(".gw-sr-only")) continue
          if (!wrapped(text)) found.push(text)
        }
        for (const element of [root, ...root.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")]) {
          for (const name of ["aria-label", "placeholder", "title", "alt"]) {
            const value = element.getAttribute(name)?.trim()
            if (value !== undefined && value !== "" && !wrapped(value)) found.push(`${name}=${value}`)
          }
        }
      }
      return found
    })

  /** The data the page shows as it is: names from the state and the directory, numbers, addresses, symbols. */
  const dataOf = async (page: Page) => {
    const names = await page.evaluate(() => {
      const state = window.gangway?.getState()
      const networks = Object.values(state?.chains.chains ?? {}).flatMap(
        (chain) => chain?.caipNetworks.map((network) => network.name) ?? []
      )
      const connectors = state?.connection.connectors.map((connector) => connector.name) ?? []
      const tokens = state?.balances.tokenBalances.flatMap((token) => [token.name, token.symbol]) ?? []
      // A wallet's name, as its row or tile shows it (the directory's data); the alt of its image is its name too.
      const shownWallets = [...document.querySelectorAll("[data-wallet-id], [data-connector]")].flatMap((item) => [
        ...[...item.querySelectorAll("*")]
          .filter((element) => element.children.length === 0)
          .map((element) => element.textContent ?? ""),
        ...[...item.querySelectorAll("img[alt]")].map((image) => image.getAttribute("alt") ?? "")
      ])
      return [...networks, ...connectors, ...tokens, ...shownWallets]
    })
    // The demo's own button labels (a dApp's words, given as props), the social providers' brand names, and the
    // local world's tokens as the data API names them where they are not in the state yet (the onramp's assets).
    const dAppAndBrands = [
      "USD Coin",
      "Ether",
      "Gangway Token",
      "Tether USD",
      "Harbor Swap",
      "Small",
      "Connect to trade",
      "Disabled",
      "Google",
      "X",
      "GitHub",
      "Discord",
      "Apple",
      "Facebook",
      "Farcaster"
    ]
    const known = new Set([...names, ...dAppAndBrands].map((name) => (name ?? "").trim()))
    return (text: string) => {
      const bare = text.replace(/^(aria-label|placeholder|title|alt)=/, "")
      return (
        known.has(bare) ||
        /^[<>≈~+\-−–$€£¥%#.,:/()\d\s]+$/.test(bare) || // numbers, amounts, percentages, dates in digits
        /^(<\s)?[+\-−]?[\d.,\s]+\s?[A-Z][A-Z0-9]{1,6}$/.test(bare) || // an amount with its symbol, signed in Activity
        /^[A-Z][a-z]+ \d{4}$/.test(bare) || // a month heading, written by Intl.DateTimeFormat
        /^(now|yesterday|\d+ (second|minute|hour|day)s? ago)$/.test(bare) || // a relative time, written by Intl.RelativeTimeFormat
        /^[A-Z][A-Z0-9]{1,6}$/.test(bare) || // a symbol
        /^0x[0-9a-fA-F]{2,}(…[0-9a-fA-F]{2,})?$/.test(bare) || // an address or hash, whole or short
        /^[1-9A-HJ-NP-Za-km-z]{4,}…[1-9A-HJ-NP-Za-km-z]{4}$/.test(bare) // a short base58 address
      )
    }
  }

  const expectAllFromCatalogues = async (page: Page, where: string) => {
    const isData = await dataOf(page)
    expect(
      (await unwrapped(page)).filter((text) => !isData(text)),
      `text not from a catalogue in ${where}`
    ).toEqual([])
  }

  it("the buttons, Connect, All wallets, Networks, Account, Send, Swap, Buy, names, sessions and Activity", async () => {
    const page = await demo.openDemo(1280, "light", "?locale=en-XA")
    const address = demo.world.chain.accounts[0]!.address
    // The client (whose state names the networks and wallets) loads at the first click: the buttons are checked with Connect.
    await page.getByRole("button", { name: "⟦Connect wallet⟧" }).first().click()
    await page.getByTestId("connect-view").waitFor()
    await page.locator("[data-wallet-id]").first().waitFor()
    await page.waitForFunction(() => window.gangway !== undefined)
    await expectAllFromCatalogues(page, "the page's buttons and Connect")

    await page.getByTestId("all-wallets").click()
    await page.getByTestId("all-wallets-view").waitFor()
    await page.locator("[data-testid=wallet-grid] [data-wallet-id]").first().waitFor()
    await expectAllFromCatalogues(page, "All wallets")
    await page.keyboard.press("Escape")
    await page.keyboard.press("Escape")
    await page.getByRole("dialog").waitFor({ state: "detached" })

    await connectTestWalletAndOpenAccount(page, address)
    await page.getByTestId("account-balance").waitFor()
    await expectAllFromCatalogues(page, "Account")

    await page
      .getByRole("dialog")
      .getByRole("button", { name: /⟦Send⟧/ })
      .first()
      .click()
    await page.getByTestId("send-view").waitFor()
    await expectAllFromCatalogues(page, "Send")
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /⟦Back⟧/ })
      .click()

    // The flows an account reaches from its view: each its own lazy chunk with its own namespace.
    for (const [button, view] of [
      [/⟦Swap⟧/, "swap-view"],
      [/⟦Buy⟧/, "buy-view"],
      [/⟦Register a name⟧/, "register-name-view"],
      [/⟦Sessions⟧/, "sessions-view"]
    ] as const) {
      await page.getByRole("dialog").getByRole("button", { name: button }).first().click()
      await page.getByTestId(view).waitFor()
      await page.waitForLoadState("networkidle")
      await expectAllFromCatalogues(page, view)
      await page
        .getByRole("dialog")
        .getByRole("button", { name: /⟦Back⟧/ })
        .click()
      await page.getByTestId("account-view").waitFor()
    }

    await page
      .getByRole("dialog")
      .getByRole("tab", { name: /⟦Activity⟧/ })
      .click()
    await page.getByTestId("activity-list").or(page.getByTestId("activity-empty")).first().waitFor()
    await expectAllFromCatalogues(page, "Activity")

    await page
      .getByRole("dialog")
      .getByRole("button", { name: /⟦Close⟧/ })
      .click()
    await page
      .getByRole("button", { name: /^⟦Network: ⟧/ })
      .first()
      .click()
    await page.getByTestId("networks-view").waitFor()
    await expectAllFromCatalogues(page, "Networks")
    expect(await page.getByRole("button", { name: new RegExp(shortAddress(address)) }).count()).toBeGreaterThan(0)
    await page.context().close()
  }, 240_000)
})
