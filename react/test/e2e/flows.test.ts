import {
  collectiblesAbi,
  createLocalSigner,
  createTestWallet,
  createWalletConnectWallet,
  type WalletConnectWallet
} from "@gangway/fixtures"
import type { Page } from "playwright-core"
import {
  createPublicClient,
  erc20Abi,
  formatEther,
  formatUnits,
  http,
  parseEther,
  parseUnits,
  toHex,
  verifyMessage,
  type Address,
  type Hash,
  type Hex
} from "viem"
import { afterAll, describe, expect, it } from "vitest"
import { expectNoSeriousViolations } from "./axe.js"
import { runBrowserTests, screenshots } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

/** What a person does and sees in the demo, against the local world's chain, API and relay. */
describe.skipIf(!runBrowserTests)("connecting in Chromium on the local world", () => {
  const demo = localDemoForTests()
  const wallets: WalletConnectWallet[] = []

  afterAll(async () => {
    for (const wallet of wallets) await wallet.stop()
  })

  const account0 = () => demo.world.chain.accounts[0]!.address as Address
  const shortOf = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

  /** A quantity as the modal shows every balance (the button, Account, the token list): cut to 3 decimals, thousands grouped. */
  const shown = (numeric: string) => {
    const [whole = "0", fraction = ""] = numeric.split(".")
    const kept = fraction.slice(0, 3).replace(/0+$/, "")
    return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${kept === "" ? "" : `.${kept}`}`
  }

  /** The native balance on the chain itself, as the Account view shows it. */
  const chainBalance = async (address: Address) => {
    const client = createPublicClient({ transport: http(demo.world.chain.rpcUrl) })
    return shown(formatEther(await client.getBalance({ address })))
  }

  /** The chain the page's test wallet is on, asked of the wallet itself. */
  const walletChainId = (page: Page) =>
    page.evaluate(() =>
      (
        window as unknown as { gangwayTestWallet: { wallet: { request: (args: object) => Promise<string> } } }
      ).gangwayTestWallet.wallet.request({
        method: "eth_chainId"
      })
    )

  /** The fixtures' wallet for test account `account`, on the relay, answering WalletConnect proposals (or refusing them). */
  const walletConnectWallet = async (
    account: number,
    storagePrefix: string,
    proposals: "approve" | "reject" = "approve"
  ) => {
    const address = demo.world.chain.accounts[account]!.address
    const testWallet = createTestWallet({ rpcUrl: demo.world.chain.rpcUrl, accountIndex: account })
    testWallet.behave("connect", proposals)
    const wallet = await createWalletConnectWallet({
      relayUrl: demo.world.relay.url,
      request: testWallet.request,
      accounts: [address],
      chains: ["eip155:31337"],
      events: testWallet,
      storagePrefix,
      verifyKey: demo.verifyKey.publicKey
    })
    wallets.push(wallet)
    return { address, wallet, testWallet }
  }

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
    await expect
      .poll(() => page.getByTestId("account-balance").textContent())
      .toBe(`${await chainBalance(address)} ETH`)
    // The header's button writes the balance the same way (grouped, 3 decimals).
    expect(await button.locator(".gw-button__balance").textContent()).toBe(`${await chainBalance(address)} ETH`)
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
    await page
      .getByRole("button", { name: new RegExp(shortOf(address)) })
      .first()
      .waitFor()
    expect(await page.getByTestId("status").textContent()).toBe("connected")

    // Disconnect from the Account view.
    await page
      .getByRole("button", { name: new RegExp(shortOf(address)) })
      .first()
      .click()
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
    await page
      .getByRole("button", { name: new RegExp(shortOf(account0())) })
      .first()
      .waitFor()
    await page.context().close()
  })

  it("connects over WalletConnect: the wallet pairs from the URI the page shows, through the loopback relay; a request waiting in the wallet shows ApproveTransaction", async () => {
    const { address, wallet, testWallet } = await walletConnectWallet(1, "e2e-wallet")

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
    await page
      .getByRole("button", { name: new RegExp(shortOf(address)) })
      .first()
      .waitFor()
    await page
      .getByRole("button", { name: new RegExp(shortOf(address)) })
      .first()
      .click()
    await page.getByText("Connected with WalletConnect").waitFor()
    await expect
      .poll(() => page.getByTestId("account-balance").textContent())
      .toBe(`${await chainBalance(address as Address)} ETH`)
    await page.screenshot({ path: `${screenshots}flow-walletconnect-account-light-1280.png` })
    await page.keyboard.press("Escape")
    await page.getByRole("dialog").waitFor({ state: "detached" })

    // The app asks for a signature; the wallet (on a phone) holds it: the modal says where to approve what.
    const signIn = (message: Hex, account: string) =>
      page.evaluate(
        ([text, from]) =>
          window
            .gangway!.request("personal_sign", [text, from])
            .then(String, (error: Error) => `failed: ${error.message}`),
        [message, account] as const
      )
    const held = testWallet.behave("sign", "delay")!
    const signing = signIn(toHex("Welcome aboard"), address)
    await held.arrived
    const approval = page.getByRole("dialog", { name: "Approve transaction" })
    await approval.getByText("Approve in your wallet").waitFor()
    expect(await approval.getByTestId("approve-action").textContent()).toBe("Sign a message")
    await approval.getByText("Welcome aboard").waitFor()
    await expectNoSeriousViolations(page, "[role=dialog]", "ApproveTransaction")
    await page.screenshot({ path: `${screenshots}flow-approve-transaction-light-1280.png` })
    held.release("approve")
    const signature = (await signing) as Hex
    await approval.waitFor({ state: "detached" })
    expect(await verifyMessage({ address: address as Address, message: "Welcome aboard", signature })).toBe(true)

    // Cancelled from the page: the app hears 'Request was aborted'.
    const again = testWallet.behave("sign", "delay")!
    const cancelled = signIn(toHex("Never mind"), address)
    await again.arrived
    await approval.getByRole("button", { name: "Cancel request" }).click()
    expect(await cancelled).toBe("failed: Request was aborted")
    await approval.waitFor({ state: "detached" })
    again.release("approve")

    // The session survives a reload too.
    await page.reload()
    await page
      .getByRole("button", { name: new RegExp(shortOf(address)) })
      .first()
      .waitFor()
    await page.context().close()
  })

  it("in basic (WalletConnect-only) mode opens on the pairing code; closed and reopened it shows a fresh one; the wallet pairs from it", async () => {
    const { address, wallet } = await walletConnectWallet(3, "e2e-basic-wallet")

    const page = await demo.openDemo(1280, "dark", "?basic")
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    const dialog = page.getByRole("dialog", { name: "Connect a wallet" })
    await dialog.getByTestId("connecting-walletconnect-basic-view").waitFor()
    // No other way in: no email, social or browser-wallet rows; the directory is one step away.
    expect(await dialog.getByRole("textbox", { name: /email/i }).count()).toBe(0)
    expect(await dialog.getByRole("button", { name: /Gangway Test Wallet/ }).count()).toBe(0)
    expect(await dialog.getByRole("button", { name: "All wallets" }).count()).toBe(1)
    const qr = dialog.locator("[data-wc-uri]")
    await qr.waitFor()
    const first = await qr.getAttribute("data-wc-uri")
    expect(first).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await page.screenshot({ path: `${screenshots}ConnectingWalletConnectBasic-dark-1280.png` })
    await expectNoSeriousViolations(page, "[role=dialog]", "ConnectingWalletConnectBasic")

    // Closing ends that pairing; opening again shows a new code, never the dead one.
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await expect.poll(() => dialog.locator("[data-wc-uri]").getAttribute("data-wc-uri")).not.toBe(first)
    const second = await dialog.locator("[data-wc-uri]").getAttribute("data-wc-uri")
    expect(second).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    await wallet.pair({ uri: second! })
    await dialog.waitFor({ state: "detached" })
    await page
      .getByRole("button", { name: new RegExp(shortOf(address)) })
      .first()
      .waitFor()
    await page.context().close()
  })

  it("refuses a WalletConnect proposal in the wallet and offers a fresh code", async () => {
    const { wallet } = await walletConnectWallet(2, "e2e-refusing-wallet", "reject")

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

  it("lists the real token balances, sends ETH and GWT through the modal, shows them in Activity, and keeps the form when the wallet refuses", async () => {
    const chain = createPublicClient({ transport: http(demo.world.chain.rpcUrl) })
    const { gwt, usdt } = demo.world.chain.contracts
    const tokenBalance = (token: Address, owner: Address) =>
      chain.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] })
    const sender = account0()
    const receiver = demo.world.chain.accounts[3]!.address as Address

    const page = await demo.openDemo(1280)
    await connectInjected(page)
    await page
      .getByRole("button", { name: new RegExp(shortOf(sender)) })
      .first()
      .click()
    const modal = page.getByRole("dialog")
    await page.getByTestId("account-view").waitFor()

    // The Account view asks for the token balances: the chain's, as the data API reads them.
    const tokens = page.getByRole("list", { name: "Token balances" }).getByRole("listitem")
    await expect
      .poll(() => tokens.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-token"))))
      .toEqual(["ETH", "GWT", "USDT"])
    const expected = {
      ETH: shown(formatEther(await chain.getBalance({ address: sender }))),
      GWT: shown(formatUnits(await tokenBalance(gwt, sender), 18)),
      USDT: shown(formatUnits(await tokenBalance(usdt, sender), 6))
    }
    for (const [symbol, quantity] of Object.entries(expected)) {
      expect(await page.locator(`[data-token=${symbol}]`).textContent()).toContain(`${quantity} ${symbol}`)
    }

    /** Account → Send → token, amount, receiver → Review → Send; the hash once mined. */
    const sendThroughModal = async (tokenName: RegExp, amount: string, screenshot?: string) => {
      await modal.getByRole("button", { name: "Send", exact: true }).click()
      await page.getByTestId("send-view").waitFor()
      await page.getByTestId("send-token").click()
      await page.getByTestId("send-select-token-view").getByRole("button", { name: tokenName }).click()
      await page.getByTestId("send-view").waitFor()
      await modal.getByRole("textbox", { name: "Amount" }).fill(amount)
      await modal.getByRole("textbox", { name: "To" }).fill(receiver)
      await modal.getByRole("button", { name: "Review send" }).click()
      const preview = page.getByTestId("send-preview-view")
      await preview.and(page.locator("[data-state=ready]")).waitFor()
      expect(await page.getByTestId("send-preview-fee").textContent()).toMatch(/^\d[\d,.]* ETH\$\d/)
      if (screenshot !== undefined) await page.screenshot({ path: `${screenshots}${screenshot}` })
      await modal.getByRole("button", { name: "Send", exact: true }).click()
      await page.locator(".gw-toast", { hasText: "Transaction started" }).waitFor()
      await page.locator("[data-testid=send-status][data-phase=confirmed]").waitFor()
      const hash = (await page.getByTestId("send-hash").getAttribute("data-hash")) as Hash
      // The modal says what was sent; the toast stays the spec's 'Transaction started'.
      const symbol = (await page.getByTestId("send-summary").textContent())?.split(" ")[2]
      expect(await page.getByTestId("send-summary").textContent()).toBe(
        `Sent ${amount} ${symbol} to ${shortOf(receiver)}`
      )
      await modal.getByRole("button", { name: "Done" }).click()
      return hash
    }

    const ethBefore = await chain.getBalance({ address: receiver })
    const ethHash = await sendThroughModal(/Ether/, "1.25", "flow-send-preview-dark-1280.png")
    expect((await chain.getTransactionReceipt({ hash: ethHash })).status).toBe("success")
    expect(await chain.getBalance({ address: receiver })).toBe(ethBefore + parseEther("1.25"))

    const gwtBefore = await tokenBalance(gwt, receiver)
    const gwtHash = await sendThroughModal(/Gangway Token/, "7")
    const gwtReceipt = await chain.getTransactionReceipt({ hash: gwtHash })
    expect(gwtReceipt.status).toBe("success")
    expect(gwtReceipt.to?.toLowerCase()).toBe(gwt.toLowerCase())
    expect(await tokenBalance(gwt, receiver)).toBe(gwtBefore + parseUnits("7", 18))

    // Both sends in Activity, from the data API's reading of the chain.
    await modal.getByRole("tab", { name: "Activity" }).click()
    const rows = page.getByTestId("account-activity").getByTestId("activity-row")
    await expect
      .poll(() => rows.evaluateAll((items) => items.map((item) => item.getAttribute("data-hash")?.toLowerCase())))
      .toEqual(expect.arrayContaining([ethHash.toLowerCase(), gwtHash.toLowerCase()]))
    expect(await page.locator(`[data-hash="${ethHash}"]`).textContent()).toContain("-1.25 ETH")
    await page.screenshot({ path: `${screenshots}flow-account-activity-dark-1280.png` })

    // Refused in the wallet: a toast that says it was declined there, and the form as it was.
    await page.evaluate(() => window.gangwayTestWallet?.behave("sendTransaction", "reject"))
    const usdtBefore = await tokenBalance(usdt, receiver)
    await modal.getByRole("button", { name: "Send", exact: true }).click()
    await page.getByTestId("send-token").click()
    await page
      .getByTestId("send-select-token-view")
      .getByRole("button", { name: /Tether/ })
      .click()
    await modal.getByRole("textbox", { name: "Amount" }).fill("3")
    await modal.getByRole("textbox", { name: "To" }).fill(receiver)
    await modal.getByRole("button", { name: "Review send" }).click()
    await page.getByTestId("send-preview-view").and(page.locator("[data-state=ready]")).waitFor()
    await modal.getByRole("button", { name: "Send", exact: true }).click()
    await page
      .locator(".gw-toast[data-variant=error]", {
        hasText: "You declined the transaction in your wallet. Nothing was sent."
      })
      .waitFor()
    await page.locator("[data-testid=send-status][data-phase=failed]").waitFor()
    await page.screenshot({ path: `${screenshots}flow-send-refused-dark-1280.png` })
    await modal.getByRole("button", { name: "Review and try again" }).click()
    await page.getByTestId("send-view").waitFor()
    expect(await modal.getByRole("textbox", { name: "Amount" }).inputValue()).toBe("3")
    expect(await modal.getByRole("textbox", { name: "To" }).inputValue()).toBe(receiver)
    expect(await page.getByTestId("send-token").textContent()).toContain("USDT")
    expect(await tokenBalance(usdt, receiver)).toBe(usdtBefore)
    await page.evaluate(() => window.gangwayTestWallet?.behave("sendTransaction", "approve"))
    await page.context().close()
  })

  it("shows the NFTs the account holds in the Account view's NFTs tab, spam left out", async () => {
    // A Harbor Pass and a spam airdrop arrive on the chain for account 0, minted by account 9.
    const minter = createLocalSigner({
      rpcUrl: demo.world.chain.rpcUrl,
      privateKey: demo.world.chain.accounts[9]!.privateKey
    })
    const mint = async (collection: Address) => {
      const hash = await minter.walletClient.writeContract({
        address: collection,
        abi: collectiblesAbi,
        functionName: "mint",
        args: [account0()]
      })
      await minter.publicClient.waitForTransactionReceipt({ hash })
    }
    await mint(demo.world.chain.contracts.collectibles)
    await mint(demo.world.chain.contracts.spamCollectibles)
    const held = await minter.publicClient.readContract({
      address: demo.world.chain.contracts.collectibles,
      abi: collectiblesAbi,
      functionName: "balanceOf",
      args: [account0()]
    })

    const page = await demo.openDemo(1280, "light")
    await connectInjected(page)
    await page
      .getByRole("button", { name: new RegExp(shortOf(account0())) })
      .first()
      .click()
    const dialog = page.getByRole("dialog", { name: "Account" })
    await dialog.getByRole("tab", { name: "NFTs" }).click()
    const list = dialog.getByRole("list", { name: "NFTs" })
    await expect.poll(() => list.getAttribute("aria-busy")).toBeNull()
    const cards = list.getByRole("listitem")
    expect(await cards.count()).toBe(Number(held))
    expect(await cards.allTextContents()).toContain(`Harbor Pass #${held}`)
    expect((await cards.allTextContents()).some((text) => text.includes("Claim Free ETH"))).toBe(false)
    // The card's image is the data API's, drawn and loaded.
    await expect
      .poll(() =>
        list
          .locator("img")
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)
      )
      .toBe(true)
    await page.screenshot({ path: `${screenshots}Account-nfts-light-1280.png` })
    await expectNoSeriousViolations(page, "[role=dialog]", "Account NFTs")
    await page.context().close()
  })

  it("pages through the directory as the list scrolls and searches it", async () => {
    const page = await demo.openDemo(1280)
    await page.getByRole("button", { name: "Connect wallet" }).click()
    await page.getByTestId("all-wallets").click()
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

  it("shows funds arriving while the Account view is open, in the view and on the page's button, without reopening", async () => {
    const chain = createPublicClient({ transport: http(demo.world.chain.rpcUrl) })
    const { gwt } = demo.world.chain.contracts
    const receiver = account0()
    const page = await demo.openDemo(1280)
    await connectInjected(page)
    const button = page.getByRole("button", { name: new RegExp(shortOf(receiver)) }).first()
    await button.click()
    await page.getByTestId("account-view").waitFor()
    await expect
      .poll(() => page.getByTestId("account-balance").textContent())
      .toBe(`${await chainBalance(receiver)} ETH`)
    await page.locator("[data-token=GWT]").waitFor()

    // Someone else pays the open account 2 ETH and 100 GWT, on chain.
    const payer = createLocalSigner({
      rpcUrl: demo.world.chain.rpcUrl,
      privateKey: demo.world.chain.accounts[6]!.privateKey
    })
    const paid = await payer.walletClient.writeContract({
      address: gwt,
      abi: erc20Abi,
      functionName: "transfer",
      args: [receiver, parseUnits("100", 18)]
    })
    await payer.publicClient.waitForTransactionReceipt({ hash: paid })
    await payer.publicClient.waitForTransactionReceipt({
      hash: await payer.walletClient.sendTransaction({ to: receiver, value: parseEther("2") })
    })
    const eth = `${await chainBalance(receiver)} ETH`
    const tokens = shown(
      formatUnits(
        await chain.readContract({ address: gwt, abi: erc20Abi, functionName: "balanceOf", args: [receiver] }),
        18
      )
    )

    // One 4 s look, well inside the balances' 30 s cache.
    await expect.poll(() => page.getByTestId("account-balance").textContent(), { timeout: 20_000 }).toBe(eth)
    await expect
      .poll(() => page.locator("[data-token=GWT]").textContent(), { timeout: 20_000 })
      .toContain(`${tokens} GWT`)
    await expect.poll(() => button.locator(".gw-button__balance").textContent(), { timeout: 20_000 }).toBe(eth)
    await page.context().close()
  })

  it("keeps the theme the visitor picked on the page across a reload, the modal with it", async () => {
    const page = await demo.openDemo(390, "light")
    await page.getByRole("button", { name: "Switch to the dark theme" }).click()
    await page.locator(".demo[data-theme=dark]").waitFor()
    await page.reload()
    // The system still says light: the visitor's choice wins.
    await page.locator(".demo[data-theme=dark]").waitFor()
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.locator(".gw-overlay[data-theme=dark]").waitFor()
    await page.context().close()
  })
})
