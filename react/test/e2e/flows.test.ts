import { createTestWallet, createWalletConnectWallet, type WalletConnectWallet } from "@gangway/fixtures"
import type { Page } from "playwright-core"
import { createPublicClient, formatEther, http, type Address } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runBrowserTests, screenshots, startLocalDemo, type LocalDemo } from "./local-demo.js"

/** What a person does and sees in the demo, against the local world's chain, API and relay. */
describe.skipIf(!runBrowserTests)("connecting in Chromium on the local world", () => {
  let demo: LocalDemo
  const wallets: WalletConnectWallet[] = []

  beforeAll(async () => {
    demo = await startLocalDemo()
  }, 120_000)

  afterAll(async () => {
    for (const wallet of wallets) await wallet.stop()
    await demo?.stop()
  })

  const account0 = () => demo.world.chain.accounts[0]!.address as Address
  const shortOf = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

  /** The native balance on the chain itself, as the Account view shows it (whole ETH here). */
  const chainBalance = async (address: Address) => {
    const client = createPublicClient({ transport: http(demo.world.chain.rpcUrl) })
    return formatEther(await client.getBalance({ address }))
  }

  /** The chain the page's test wallet is on, asked of the wallet itself. */
  const walletChainId = (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { gangwayTestWallet: { wallet: { request: (args: object) => Promise<string> } } }).gangwayTestWallet.wallet.request({
        method: "eth_chainId"
      })
    )

  const connectInjected = async (page: Page) => {
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.getByRole("button", { name: /Gangway Test Wallet/ }).click()
    await page.getByRole("dialog").waitFor({ state: "detached" })
  }

  it("connects the injected wallet, shows its address and real balance, switches network, stays connected on reload, disconnects", async () => {
    const page = await demo.openDemo(1280)
    await connectInjected(page)
    const address = account0()
    const button = page.getByRole("button", { name: new RegExp(shortOf(address)) }).first()
    await button.waitFor()

    await button.click()
    const dialog = page.getByRole("dialog", { name: "Account" })
    await dialog.waitFor()
    await expect.poll(() => page.getByTestId("account-balance").textContent()).toBe(`${await chainBalance(address)} ETH`)
    expect(await page.getByTestId("account-name").textContent()).toContain(shortOf(address))
    expect(await page.getByRole("button", { name: "Copy address" }).getAttribute("data-copy-value")).toBe(address)

    // Account → Networks → Ethereum: the wallet adds and switches to chain 1; back to Account.
    const modal = page.getByRole("dialog")
    await modal.getByRole("button", { name: "Network: Gangway Local" }).click()
    await page.getByTestId("networks-view").waitFor()
    await modal.getByRole("button", { name: /^Ethereum/ }).click()
    await page.getByTestId("account-view").waitFor()
    await modal.getByRole("button", { name: "Network: Ethereum" }).waitFor()
    await page.getByRole("banner").getByRole("button", { name: "Network: Ethereum" }).waitFor()
    expect(await walletChainId(page)).toBe("0x1")
    await modal.getByRole("button", { name: "Network: Ethereum" }).click()
    await modal.getByRole("button", { name: /Gangway Local/ }).click()
    await modal.getByRole("button", { name: "Network: Gangway Local" }).waitFor()
    expect(await walletChainId(page)).toBe("0x7a69")
    await page.keyboard.press("Escape")
    await page.getByRole("dialog").waitFor({ state: "detached" })

    // A reload restores the session silently.
    await page.reload()
    await page.getByRole("button", { name: new RegExp(shortOf(address)) }).first().waitFor()
    expect(await page.getByTestId("status").textContent()).toBe("connected")

    // Disconnect from the Account view.
    await page.getByRole("button", { name: new RegExp(shortOf(address)) }).first().click()
    await page.getByRole("button", { name: "Disconnect" }).click()
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Connect wallet" }).first().waitFor()
    expect(await page.getByTestId("status").textContent()).toBe("disconnected")

    // …and a reload after disconnecting stays disconnected.
    await page.reload()
    await page.getByRole("button", { name: "Connect wallet" }).first().waitFor()
    expect(await page.getByTestId("status").textContent()).toBe("disconnected")
    await page.context().close()
  })

  it("shows the refusal in the wallet with the SPEC message, and connects on retry", async () => {
    const page = await demo.openDemo(390)
    await page.evaluate(() => window.gangwayTestWallet?.behave("connect", "reject"))
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.getByRole("button", { name: /Gangway Test Wallet/ }).click()
    await page.getByTestId("connecting-external-view").getByText("Connection declined").waitFor()
    expect(await page.getByTestId("connecting-external-view").getAttribute("data-state")).toBe("failed")
    await page.screenshot({ path: `${screenshots}flow-declined-dark-390.png` })

    await page.evaluate(() => window.gangwayTestWallet?.behave("connect", "approve"))
    await page.getByRole("button", { name: "Try again" }).click()
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await page.getByRole("button", { name: new RegExp(shortOf(account0())) }).first().waitFor()
    await page.context().close()
  })

  it("connects over WalletConnect: the wallet pairs from the URI the page shows, through the loopback relay", async () => {
    const address = demo.world.chain.accounts[1]!.address
    const testWallet = createTestWallet({ rpcUrl: demo.world.chain.rpcUrl, accountIndex: 1 })
    const wallet = await createWalletConnectWallet({
      relayUrl: demo.world.relay.url,
      request: testWallet.request,
      accounts: [address],
      chains: ["eip155:31337"],
      events: testWallet,
      storagePrefix: "e2e-wallet",
      verifyKey: demo.verifyKey.publicKey
    })
    wallets.push(wallet)

    const page = await demo.openDemo(1280, "light")
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.getByRole("button", { name: /WalletConnect/ }).click()
    const qr = page.locator("[data-wc-uri]")
    await qr.waitFor()
    const uri = await qr.getAttribute("data-wc-uri")
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // The copy-link button carries the same URI.
    expect(await page.getByRole("button", { name: "Copy link" }).getAttribute("data-copy-value")).toBe(uri)

    await wallet.pair({ uri: uri! })
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await page.getByRole("button", { name: new RegExp(shortOf(address)) }).first().waitFor()
    await page.getByRole("button", { name: new RegExp(shortOf(address)) }).first().click()
    await page.getByText("Connected with WalletConnect").waitFor()
    await expect.poll(() => page.getByTestId("account-balance").textContent()).toBe(`${await chainBalance(address as Address)} ETH`)
    await page.screenshot({ path: `${screenshots}flow-walletconnect-account-light-1280.png` })

    // The session survives a reload too.
    await page.keyboard.press("Escape")
    await page.reload()
    await page.getByRole("button", { name: new RegExp(shortOf(address)) }).first().waitFor()
    await page.context().close()
  })

  it("refuses a WalletConnect proposal in the wallet and offers a fresh code", async () => {
    const address = demo.world.chain.accounts[2]!.address
    const testWallet = createTestWallet({ rpcUrl: demo.world.chain.rpcUrl, accountIndex: 2 })
    testWallet.behave("connect", "reject")
    const wallet = await createWalletConnectWallet({
      relayUrl: demo.world.relay.url,
      request: testWallet.request,
      accounts: [address],
      chains: ["eip155:31337"],
      storagePrefix: "e2e-refusing-wallet",
      verifyKey: demo.verifyKey.publicKey
    })
    wallets.push(wallet)

    const page = await demo.openDemo(390)
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.getByRole("button", { name: /WalletConnect/ }).click()
    const first = await page.locator("[data-wc-uri]").getAttribute("data-wc-uri")
    await wallet.pair({ uri: first! })
    await page.getByTestId("connecting-walletconnect-view").getByText("Connection declined").waitFor()
    await page.screenshot({ path: `${screenshots}flow-walletconnect-declined-dark-390.png` })

    await page.getByRole("button", { name: "Try again" }).click()
    await page.locator("[data-wc-uri]").waitFor()
    expect(await page.locator("[data-wc-uri]").getAttribute("data-wc-uri")).not.toBe(first)
    await page.context().close()
  })

  it("pages through the directory as the list scrolls and searches it", async () => {
    const page = await demo.openDemo(1280)
    await page.evaluate(() => window.gangway?.open({ view: "AllWallets" }))
    const tiles = page.locator("[data-testid=wallet-grid] [data-wallet-id]")
    await tiles.nth(39).waitFor()
    await tiles.nth(39).scrollIntoViewIfNeeded()
    await tiles.nth(79).waitFor()

    await page.getByRole("searchbox", { name: "Search wallets" }).fill("gangway")
    await expect.poll(() => tiles.count()).toBe(1)
    expect(await tiles.first().textContent()).toContain("Gangway Test Wallet")
    expect(await tiles.first().textContent()).toContain("(installed)")

    await page.getByRole("searchbox", { name: "Search wallets" }).fill("no such wallet")
    await page.getByText("No wallet found").waitFor()

    // A directory wallet that is not installed pairs over WalletConnect, named in the title.
    await page.getByRole("searchbox", { name: "Search wallets" }).fill("aurora")
    await expect.poll(() => tiles.count()).toBeGreaterThan(0)
    const name = (await tiles.first().getAttribute("title"))!
    await tiles.first().click()
    await page.getByRole("dialog", { name }).waitFor()
    await page.locator("[data-wc-uri]").waitFor()
    await page.context().close()
  })
})
