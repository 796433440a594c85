import type { Page } from "playwright-core"
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hex
} from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { expectNoSeriousViolations } from "./axe.js"
import { runBrowserTests, screenshots, WIDTHS_AND_THEMES } from "./local-demo.js"
import { logInByEmail as logInByEmailAt } from "./email-login.js"
import { localDemoForTests } from "./local-demo-suite.js"

type AccountSnapshot = {
  address?: string
  allAccounts: Array<{ address: string; type: string }>
  preferredAccountTypes: Record<string, string>
  smartAccountDeployed: boolean
}

/**
 * The embedded wallet's smart account in Chromium, as a person uses it: email login, the
 * Account view's switch to the smart account (ERC-4337 on the local chain, alto bundling),
 * a GWT send approved in the frame's screen going out as the account's first user operation
 * (which deploys it), and the send in Activity.
 */
describe.skipIf(!runBrowserTests)("the smart account of the embedded wallet in Chromium", () => {
  const demo = localDemoForTests()
  const account = (page: Page) =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            gangway: { getState(): { chains: { chains: { eip155?: { account: AccountSnapshot } } } } }
          }
        ).gangway.getState().chains.chains.eip155!.account
    )

  const logInByEmail = (page: Page, email: string) => logInByEmailAt(page, demo.world.auth.inboxUrl, email)

  it("email login → switch to the smart account → send GWT (its first user operation deploys it) → Activity; the switch in both themes and widths", async () => {
    const chain = createPublicClient({ transport: http(demo.world.chain.rpcUrl) })
    const gwt = demo.world.chain.contracts.gwt as Address
    const receiver = demo.world.chain.accounts[5]!.address as Address
    const page = await demo.openDemo(390, "dark")
    await logInByEmail(page, `smart${Date.now().toString(36)}@example.com`)
    const accountButton = page.getByRole("button", { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ }).first()
    await accountButton.waitFor()
    const eoa = await account(page)
    const smart = eoa.allAccounts.find((item) => item.type === "smartAccount")!.address as Address
    expect(eoa.address).not.toBe(smart)
    // The counterfactual address gets ETH for its gas and GWT to send, from a funded account of the chain.
    const funder = createWalletClient({
      account: privateKeyToAccount(demo.world.chain.accounts[8]!.privateKey as Hex),
      transport: http(demo.world.chain.rpcUrl)
    })
    await chain.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: smart, value: parseEther("1"), chain: null })
    })
    await chain.waitForTransactionReceipt({
      hash: await funder.writeContract({
        address: gwt,
        abi: erc20Abi,
        functionName: "transfer",
        args: [smart, parseUnits("25", 18)],
        chain: null
      })
    })
    expect(await chain.getCode({ address: smart })).toBeUndefined()

    await accountButton.click()
    await page.getByTestId("account-view").waitFor()
    const modal = page.getByRole("dialog")
    const switcher = page.getByTestId("account-type-switch")
    await switcher.waitFor()
    expect(await switcher.getByRole("radio", { name: /EOA/ }).getAttribute("aria-checked")).toBe("true")
    await switcher.getByRole("radio", { name: /Smart account/ }).click()
    await expect.poll(async () => (await account(page)).address).toBe(smart)
    expect((await account(page)).preferredAccountTypes).toMatchObject({ eip155: "smartAccount" })
    expect((await account(page)).smartAccountDeployed).toBe(false)
    await expect
      .poll(() => switcher.getByRole("radio", { name: /Smart account/ }).getAttribute("aria-checked"))
      .toBe("true")
    await expectNoSeriousViolations(page, "[role=dialog]", "account type switch")
    for (const [width, theme] of WIDTHS_AND_THEMES) {
      await page.setViewportSize({ width, height: width < 430 ? 844 : 800 })
      await page.evaluate(
        (mode) =>
          (window as unknown as { gangway: { setThemeMode(mode: string): Promise<void> } }).gangway.setThemeMode(mode),
        theme
      )
      await switcher.scrollIntoViewIfNeeded()
      // The dialog changes its shape between a phone's and a laptop's width: shot once it has settled.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
      await page.screenshot({ path: `${screenshots}smart-account-switch-${theme}-${width}.png` })
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await page.evaluate(() =>
      (window as unknown as { gangway: { setThemeMode(mode: string): Promise<void> } }).gangway.setThemeMode("dark")
    )

    const before = await chain.readContract({
      address: gwt,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [receiver]
    })

    /** A send through the modal, approved in the frame's screen (`atReview` runs on the ready review): the hash of the bundle that carried it. */
    const send = async (
      token: RegExp,
      amount: string,
      title: string,
      shot?: string,
      atReview?: () => Promise<void>
    ) => {
      await modal.getByRole("button", { name: "Send", exact: true }).click()
      await page.getByTestId("send-view").waitFor()
      await page.getByTestId("send-token").click()
      await page.getByTestId("send-select-token-view").getByRole("button", { name: token }).click()
      await page.getByTestId("send-view").waitFor()
      await modal.getByRole("textbox", { name: "Amount" }).fill(amount)
      await modal.getByRole("textbox", { name: "To" }).fill(receiver)
      await modal.getByRole("button", { name: "Review send" }).click()
      await page.getByTestId("send-preview-view").and(page.locator("[data-state=ready]")).waitFor()
      await atReview?.()
      await modal.getByRole("button", { name: "Send", exact: true }).click()
      const frame = page.frameLocator("iframe[data-testid=gangway-auth-frame]")
      await frame.getByRole("dialog", { name: title }).waitFor()
      if (shot !== undefined) await page.screenshot({ path: `${screenshots}${shot}` })
      await frame.getByRole("button", { name: "Approve" }).click()
      await page.locator("[data-testid=send-status][data-phase=confirmed]").waitFor({ timeout: 60_000 })
      const sent = (await page.getByTestId("send-hash").getAttribute("data-hash")) as Hex
      await modal.getByRole("button", { name: "Done" }).click()
      return sent
    }
    /** The review's fee in wei (its ETH figure, 8 decimals) and its notes. */
    const reviewFee = async () => {
      const fee = page.getByTestId("send-preview-fee")
      const ether = /^([0-9]+\.[0-9]+) ETH/.exec((await fee.textContent()) ?? "")
      expect(ether).not.toBeNull()
      return {
        wei: parseEther(ether![1]!),
        createsAccount:
          (await page.getByTestId("send-preview-fee-creates-account").count()) === 0
            ? null
            : await page.getByTestId("send-preview-fee-creates-account").textContent(),
        most: await page.getByTestId("send-preview-fee-most").textContent()
      }
    }
    // Issue 33 item 3: the first send's review shows the user operation's most (the account's creation included) and says so.
    let firstReview: Awaited<ReturnType<typeof reviewFee>> | undefined
    const ethBeforeFirst = await chain.getBalance({ address: smart })
    const hash = await send(/Gangway Token/, "4", "Send GWT", "smart-account-approve-dark-390.png", async () => {
      await page.getByTestId("send-preview-fee-creates-account").waitFor()
      firstReview = await reviewFee()
      for (const [width, theme] of WIDTHS_AND_THEMES) {
        await page.setViewportSize({ width, height: width < 430 ? 844 : 800 })
        await page.evaluate(
          (mode) =>
            (window as unknown as { gangway: { setThemeMode(mode: string): Promise<void> } }).gangway.setThemeMode(
              mode
            ),
          theme
        )
        await page.getByTestId("send-preview-fee").scrollIntoViewIfNeeded()
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
        await page.screenshot({ path: `${screenshots}smart-account-first-send-review-${theme}-${width}.png` })
      }
      await page.setViewportSize({ width: 390, height: 844 })
      await page.evaluate(() =>
        (window as unknown as { gangway: { setThemeMode(mode: string): Promise<void> } }).gangway.setThemeMode("dark")
      )
    })
    // GWT was sent: the ETH the account lost is the fee alone. The review's figure (rounded to 8 decimals) covers it, within 6x.
    const firstPaid = ethBeforeFirst - (await chain.getBalance({ address: smart }))
    expect(firstReview!.createsAccount).toBe("Includes creating your smart account (its first send)")
    expect(firstReview!.most).toBe(
      "The most it can cost: what is not used stays with your smart account for its next send"
    )
    expect(firstReview!.wei + parseEther("0.00000001")).toBeGreaterThanOrEqual(firstPaid)
    expect(firstReview!.wei).toBeLessThanOrEqual(firstPaid * 6n)
    expect(await chain.readContract({ address: gwt, abi: erc20Abi, functionName: "balanceOf", args: [receiver] })).toBe(
      before + parseUnits("4", 18)
    )
    // The first user operation deployed the account; the transaction is the bundler's handleOps.
    expect((await chain.getCode({ address: smart }))?.length).toBeGreaterThan(2)
    expect((await account(page)).smartAccountDeployed).toBe(true)
    expect((await chain.getTransactionReceipt({ hash })).status).toBe("success")
    const ethBefore = await chain.getBalance({ address: receiver })
    const smartBeforeSecond = await chain.getBalance({ address: smart })
    let secondReview: Awaited<ReturnType<typeof reviewFee>> | undefined
    const ethHash = await send(/Ether/, "0.1", "Send ETH", undefined, async () => {
      secondReview = await reviewFee()
    })
    expect(await chain.getBalance({ address: receiver })).toBe(ethBefore + parseEther("0.1"))
    // The account exists now: no creation note; the most still covers what left beyond the amount.
    const secondPaid = smartBeforeSecond - (await chain.getBalance({ address: smart })) - parseEther("0.1")
    expect(secondReview!.createsAccount).toBeNull()
    expect(secondReview!.wei + parseEther("0.00000001")).toBeGreaterThanOrEqual(secondPaid)
    expect(secondReview!.wei).toBeLessThanOrEqual(secondPaid * 6n)

    // Both in Activity: the GWT by its Transfer log, the ETH traced inside the bundle.
    await modal.getByRole("tab", { name: "Activity" }).click()
    const row = page.locator(`[data-testid=activity-row][data-hash="${hash}"]`)
    await row.waitFor({ timeout: 60_000 })
    expect(await row.textContent()).toContain("-4 GWT")
    expect(await page.locator(`[data-testid=activity-row][data-hash="${ethHash}"]`).textContent()).toContain("-0.1 ETH")
    await page.screenshot({ path: `${screenshots}smart-account-activity-dark-390.png` })
    await page.context().close()
  })
  it("signing in with the smart account shows 'This application might not support Smart Accounts' (the account has no ERC-1271)", async () => {
    const page = await demo.openDemo(1280, "light", "?siwx")
    await logInByEmail(page, `smartsig${Date.now().toString(36)}@example.com`)
    const dialog = page.getByRole("dialog")
    // Signed in with the EOA first: skipped (optional), then the smart account is chosen.
    await dialog.getByTestId("sign-message-view").waitFor()
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await dialog.waitFor({ state: "detached" })
    const accountButton = page.getByRole("button", { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ }).first()
    await accountButton.click()
    await page
      .getByTestId("account-type-switch")
      .getByRole("radio", { name: /Smart account/ })
      .click()
    await expect.poll(async () => (await account(page)).preferredAccountTypes.eip155).toBe("smartAccount")

    // The new address has no sign-in: the view asks again; the owner key's signature does not verify for the contract account.
    await dialog.getByTestId("sign-message-view").waitFor()
    await dialog.getByRole("button", { name: "Sign message" }).click()
    const frame = page.frameLocator("iframe[data-testid=gangway-auth-frame]")
    await frame.getByRole("button", { name: "Approve" }).click()
    await dialog.getByRole("alert").filter({ hasText: "This application might not support Smart Accounts" }).waitFor()
    await page.screenshot({ path: `${screenshots}smart-account-sign-in-error-light-1280.png` })
    await page.context().close()
  })
})
