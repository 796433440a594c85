import type { Page } from "playwright-core"
import { createPublicClient, createWalletClient, http, parseEther, type Address } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { logInByEmail } from "./email-login.js"
import { runBrowserTests, screenshots } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"
import { appOriginStorage, secretsIn, walletSecrets, watchAppTraffic } from "./secret-watch.js"

/** The service mails one login per address per 30 s (SPEC's email cool-down); the test moves its clock instead of waiting. */
const EMAIL_COOLDOWN_MS = 30_000

/**
 * One email, three browsers: the embedded wallet is the same in a second browser (another device)
 * and after every origin's site data is cleared, rebuilt from the shares the auth service holds;
 * a send from the second browser lands on the local chain. No key, share or session token of the
 * wallet reaches the app's origin (its storage, its traffic) or the auth service's log of the run.
 */
describe.skipIf(!runBrowserTests)("the embedded wallet on every device, in Chromium", () => {
  const demo = localDemoForTests()
  const email = `devices${Date.now().toString(36)}@example.com`

  /** Logs in by email on `page` and answers the connected EVM and Solana addresses. */
  const logIn = async (page: Page) => {
    demo.world.auth.moveClock(EMAIL_COOLDOWN_MS)
    await logInByEmail(page, demo.world.auth.inboxUrl, email)
    await page
      .getByRole("button", { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ })
      .first()
      .waitFor()
    return page.evaluate(() => {
      const { chains } = (
        window as unknown as {
          gangway: {
            getState(): { chains: { chains: Record<string, { account: { address?: string } } | undefined> } }
          }
        }
      ).gangway.getState().chains
      return { evm: chains.eip155?.account.address, solana: chains.solana?.account.address }
    })
  }

  it("the same EVM and Solana addresses in a second browser and after clearing all site data; a send from the second lands; no key, share or token reaches the app origin or the service log", async () => {
    const first = await demo.openDemo(1280, "light")
    const firstTraffic = watchAppTraffic(first)
    const addresses = await logIn(first)
    expect(addresses.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(addresses.solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

    const second = await demo.openDemo(390, "dark")
    const secondTraffic = watchAppTraffic(second)
    expect(await logIn(second)).toEqual(addresses)

    // The first browser's site data cleared, every origin's (the app's and the frame's): a new device to the service.
    const cdp = await first.context().newCDPSession(first)
    for (const origin of [new URL(first.url()).origin, new URL(demo.world.auth.frameUrl).origin])
      await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" })
    await first.reload()
    await first.getByRole("button", { name: "Connect wallet" }).first().waitFor()
    expect(await logIn(first)).toEqual(addresses)
    const { frameUrl, apiUrl } = demo.world.auth
    const firstSecrets = await walletSecrets(first, frameUrl, apiUrl)
    expect(secretsIn(await appOriginStorage(first), firstSecrets)).toEqual([])
    await first.context().close()

    // A send from the second browser, approved in its frame, lands.
    const chain = createPublicClient({ transport: http(demo.world.chain.rpcUrl) })
    const funder = createWalletClient({
      account: privateKeyToAccount(demo.world.chain.accounts[8]!.privateKey as `0x${string}`),
      transport: http(demo.world.chain.rpcUrl)
    })
    await chain.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: addresses.evm as Address, value: parseEther("2"), chain: null })
    })
    const receiver = demo.world.chain.accounts[5]!.address as Address
    const before = await chain.getBalance({ address: receiver })
    await second
      .getByRole("button", { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ })
      .first()
      .click()
    const modal = second.getByRole("dialog")
    await second.getByTestId("account-view").waitFor()
    await modal.getByRole("button", { name: "Send", exact: true }).click()
    await second.getByTestId("send-token").click()
    await second.getByTestId("send-select-token-view").getByRole("button", { name: /Ether/ }).click()
    await modal.getByRole("textbox", { name: "Amount" }).fill("0.5")
    await modal.getByRole("textbox", { name: "To" }).fill(receiver)
    await modal.getByRole("button", { name: "Review send" }).click()
    await second.getByTestId("send-preview-view").and(second.locator("[data-state=ready]")).waitFor()
    await modal.getByRole("button", { name: "Send", exact: true }).click()
    const frame = second.frameLocator("iframe[data-testid=gangway-auth-frame]")
    await frame.getByRole("dialog", { name: "Send ETH" }).waitFor()
    await second.screenshot({ path: `${screenshots}auth-second-device-approve-dark-390.png` })
    await frame.getByRole("button", { name: "Approve" }).click()
    await expect
      .poll(async () => (await chain.getBalance({ address: receiver })) - before, { timeout: 30_000 })
      .toBe(parseEther("0.5"))

    const secrets = [...firstSecrets, ...(await walletSecrets(second, frameUrl, apiUrl))]
    const storage = await appOriginStorage(second)
    const traffic = [await firstTraffic.text(), await secondTraffic.text()]
    const serviceLog = demo.world.auth.serviceLog().join("\n")
    // What is searched holds what the run did: the app's state, its calls about the wallet, the service's requests.
    expect(storage.toLowerCase()).toContain(addresses.evm!.toLowerCase())
    for (const text of traffic) expect(text.toLowerCase()).toContain(addresses.evm!.toLowerCase())
    expect(serviceLog).toContain('"path":"/v1/otp/verify","status":200')
    expect(serviceLog).toContain('"path":"/v1/session/wallet/recovery","status":200')
    expect(secretsIn(storage, secrets)).toEqual([])
    for (const text of traffic) expect(secretsIn(text, secrets)).toEqual([])
    expect(secretsIn(serviceLog, secrets)).toEqual([])
    // …and would be found there: a device share and the EVM key (in upper case) written into a text.
    const [deviceShare, evmKey] = ["device share", "EVM key (hex)"].map(
      (name) => secrets.find((s) => s.name === name)!.value
    )
    expect(secretsIn(`{"x":"${deviceShare}","k":"0x${evmKey!.toUpperCase()}"}`, secrets)).toEqual(
      expect.arrayContaining(["device share", "EVM key (hex)"])
    )
    await second.context().close()
  }, 300_000)
})
