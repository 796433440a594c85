import type { Page } from "playwright-core"
import { createPublicClient, createWalletClient, formatEther, http, parseEther, type Address } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { expectNoSeriousViolations } from "./axe.js"
import { logInByEmail as logInByEmailAt } from "./email-login.js"
import { runBrowserTests, screenshots } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

/**
 * Email and social login as a person does it, in Chromium: the demo with the local auth site's
 * secure frame, the code read on the local inbox page, Google through the OIDC provider's page
 * in a popup, and a send approved (then one rejected) in the frame's own approval screen.
 */
describe.skipIf(!runBrowserTests)("email and social login in Chromium", () => {
  const demo = localDemoForTests()
  let mailbox = 0
  const freshEmail = () => `person${Date.now().toString(36)}${mailbox++}@example.com`

  /** Email login from the Connect view to the connected account; screenshots named with `tag`. */
  const logInByEmail = (page: Page, email: string, tag: string) =>
    logInByEmailAt(page, demo.world.auth.inboxUrl, email, async (step) => {
      if (step === "code") await expectNoSeriousViolations(page, "[role=dialog]", `code entry ${tag}`)
      await page.screenshot({ path: `${screenshots}auth-${step === "code" ? "otp" : step}-${tag}.png` })
    })

  it("logs in by email (new device link, then the code read on the inbox page); Account shows the email, Update email and Sign out", async () => {
    for (const [width, theme] of [
      [390, "light"],
      [1280, "dark"]
    ] as const) {
      const page = await demo.openDemo(width, theme)
      const email = freshEmail()
      await logInByEmail(page, email, `${theme}-${width}`)
      const account = page.getByRole("button", { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ }).first()
      await account.waitFor()
      await account.click()
      await page.getByTestId("account-view").waitFor()
      expect(await page.getByTestId("auth-identity").textContent()).toBe(`Signed in as ${email}`)
      expect(await page.getByTestId("account-connected-with").textContent()).toBe(`Connected with email (${email})`)
      expect(await page.getByRole("button", { name: "Update email" }).count()).toBe(1)
      await expectNoSeriousViolations(page, "[role=dialog]", `account ${theme} ${width}`)
      await page.screenshot({ path: `${screenshots}auth-account-${theme}-${width}.png` })

      // Sign out: the session ends and the cached login goes with it.
      await page.getByRole("button", { name: "Sign out" }).click()
      await page.getByRole("button", { name: "Connect wallet" }).first().waitFor()
      expect(await page.evaluate(() => localStorage.getItem("@appkit-wallet/EMAIL_LOGIN_USED_KEY"))).toBeNull()
      await page.context().close()
    }
  }, 240_000)

  /** Google login as a person: the provider's page in the popup the button opens. */
  const logInWithGoogle = async (page: Page, userName: string, screenshot?: string) => {
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    const popupOpened = page.waitForEvent("popup")
    await page.getByRole("button", { name: "Continue with Google" }).click()
    const popup = await popupOpened
    await page.getByTestId("connecting-social-view").waitFor()
    if (screenshot !== undefined) await page.screenshot({ path: `${screenshots}${screenshot}` })
    await popup.getByRole("heading", { name: /Google/ }).waitFor()
    await popup.getByLabel("Username").fill(userName)
    // Listened for before the click: the provider's page may close the popup before the click returns.
    const closed = popup.waitForEvent("close")
    await popup
      .getByRole("button", { name: "Sign in" })
      .click({ noWaitAfter: true })
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error
      })
    await closed
  }

  it("logs in with Google through the OIDC provider's page in a popup", async () => {
    const page = await demo.openDemo(1280, "light")
    await logInWithGoogle(page, "ada.google", "auth-social-light-1280.png")

    const account = page.getByRole("button", { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ }).first()
    await account.waitFor()
    await account.click()
    expect(await page.getByTestId("auth-identity").textContent()).toBe("Signed in as ada.google")
    expect(await page.getByTestId("account-connected-with").textContent()).toBe("Connected with Google")
    // The demo offers the local Solana cluster too: the same login connects the embedded wallet's Solana account.
    const solana = await page.evaluate(
      () =>
        (
          window as unknown as {
            gangway: {
              getState(): { chains: { chains: { solana?: { account: { status: string; address?: string } } } } }
            }
          }
        ).gangway.getState().chains.chains.solana?.account
    )
    expect(solana).toMatchObject({
      status: "connected",
      address: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    })
    expect(await page.getByRole("button", { name: "Update email" }).count()).toBe(0)
    await page.context().close()
  }, 240_000)

  it("a send is approved in the frame's own screen and lands on the local chain; a rejected one is declined (typed) and sends nothing; no message of the session carries key material", async () => {
    const chain = createPublicClient({ transport: http(demo.world.chain.rpcUrl) })
    const receiver = demo.world.chain.accounts[4]!.address as Address
    const page = await demo.openDemo(390, "dark")
    // Every message between the page and the frame, recorded on both sides (the init script runs in the frame too).
    const frameOrigin = new URL(demo.world.auth.frameUrl).origin
    const recorded: Array<{ readonly side: string; readonly data: unknown }> = []
    await page.exposeFunction(
      "__recordFrameMessage",
      (side: string, data: unknown) => void recorded.push({ side, data })
    )
    await page.context().addInitScript((origin: string) => {
      const record = (window as unknown as { __recordFrameMessage?: (side: string, data: unknown) => void })
        .__recordFrameMessage
      window.addEventListener(
        "message",
        (event) => {
          const inFrame = window.location.origin === origin
          if (inFrame || event.origin === origin)
            record?.(inFrame ? "to frame" : "from frame", JSON.parse(JSON.stringify(event.data ?? null)))
        },
        true
      )
    }, frameOrigin)
    await page.reload()
    await logInByEmail(page, freshEmail(), "send-dark-390")
    const account = page.getByRole("button", { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ }).first()
    await account.waitFor()
    // The embedded wallet gets 5 ETH from one of the chain's funded accounts, before the Account view reads its balances.
    const owner = (await page.evaluate(
      () =>
        (
          window as unknown as {
            gangway: { getState(): { chains: { chains: { eip155?: { account: { address?: string } } } } } }
          }
        ).gangway.getState().chains.chains.eip155?.account.address
    )) as Address
    expect(owner).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const funder = createWalletClient({
      account: privateKeyToAccount(demo.world.chain.accounts[9]!.privateKey as `0x${string}`),
      transport: http(demo.world.chain.rpcUrl)
    })
    await chain.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: owner, value: parseEther("5"), chain: null })
    })
    await account.click()
    await page.getByTestId("account-view").waitFor()

    const modal = page.getByRole("dialog")
    const sendOnce = async () => {
      await modal.getByRole("button", { name: "Send", exact: true }).click()
      await page.getByTestId("send-view").waitFor()
      await page.getByTestId("send-token").click()
      await page.getByTestId("send-select-token-view").getByRole("button", { name: /Ether/ }).click()
      await page.getByTestId("send-view").waitFor()
      await modal.getByRole("textbox", { name: "Amount" }).fill("1.5")
      await modal.getByRole("textbox", { name: "To" }).fill(receiver)
      await modal.getByRole("button", { name: "Review send" }).click()
      await page.getByTestId("send-preview-view").and(page.locator("[data-state=ready]")).waitFor()
      await modal.getByRole("button", { name: "Send", exact: true }).click()
      // The frame's approval screen, shown in ApproveTransaction: what is asked, decoded.
      await page.locator("[data-testid=approve-transaction-view][data-source=auth-frame]").waitFor()
      const frame = page.frameLocator("iframe[data-testid=gangway-auth-frame]")
      await frame.getByRole("dialog", { name: "Send ETH" }).waitFor()
      // What is asked, decoded: the amount and the receiver.
      await frame.getByText("1.5 ETH").waitFor()
      await frame.getByText(receiver).waitFor()
      return frame
    }

    const before = await chain.getBalance({ address: receiver })
    const frame = await sendOnce()
    await expectNoSeriousViolations(page, "[role=dialog]", "approval")
    await page.screenshot({ path: `${screenshots}auth-approve-dark-390.png` })
    await frame.getByRole("button", { name: "Approve" }).click()
    await page.locator("[data-testid=send-status][data-phase=confirmed]").waitFor({ timeout: 60_000 })
    expect(await chain.getBalance({ address: receiver })).toBe(before + parseEther("1.5"))
    await modal.getByRole("button", { name: "Done" }).click()

    const rejected = await sendOnce()
    await rejected.getByRole("button", { name: "Reject" }).click()
    await page.locator("[data-testid=send-status][data-phase=failed]").waitFor()
    expect(await page.locator(".gw-toast[data-variant=error]").textContent()).toMatch(/declined/i)
    // Typed: the send failed as declined (the frame's 4001 → SignatureDeclined), not as a failure.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { gangway: { getState(): { send: { failure?: string } } } }).gangway.getState().send
            .failure
      )
    ).toBe("declined")
    await page.screenshot({ path: `${screenshots}auth-rejected-dark-390.png` })
    expect(formatEther(await chain.getBalance({ address: receiver }))).toBe(formatEther(before + parseEther("1.5")))

    // The whole login-and-send session crossed the boundary without key material.
    const types = recorded.map((message) => (message.data as { type?: string } | null)?.type)
    expect(types).toEqual(
      expect.arrayContaining([
        "FRAME_READY",
        "CONNECT_EMAIL",
        "CONNECT_OTP",
        "GET_USER",
        "RPC_REQUEST",
        "APPROVAL_REQUESTED",
        "APPROVAL_FINISHED",
        "SUCCESS",
        "ERROR"
      ])
    )
    const strings = JSON.stringify(recorded.map((message) => message.data))
    for (const candidate of strings.match(/(?:0x)?[0-9a-fA-F]{64}/g) ?? []) {
      const hex = (candidate.startsWith("0x") ? candidate : `0x${candidate}`) as `0x${string}`
      expect(privateKeyToAccount(hex).address.toLowerCase()).not.toBe(owner.toLowerCase())
    }
    expect(strings).not.toMatch(/private.?key|mnemonic|seed|secret|\bkek\b/i)
    await page.context().close()
  }, 240_000)

  it("a SOL send from the embedded wallet's Solana account is approved in the frame and lands on the local cluster", async () => {
    const page = await demo.openDemo(1280, "light")
    await logInWithGoogle(page, "grace.solana")
    const account = page.getByRole("button", { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ }).first()
    await account.waitFor()
    const solanaAddress = (await page.evaluate(
      () =>
        (
          window as unknown as {
            gangway: { getState(): { chains: { chains: { solana?: { account: { address?: string } } } } } }
          }
        ).gangway.getState().chains.chains.solana?.account.address
    ))!
    const rpc = (method: string, params: ReadonlyArray<unknown>) =>
      fetch(demo.world.solana.rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params })
      }).then(async (response) => ((await response.json()) as { result: unknown }).result)
    expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await rpc("requestAirdrop", [solanaAddress, 2_000_000_000])).toEqual(expect.any(String))
    const receiver = demo.world.solana.accounts[7]!.address
    const lamports = async () =>
      BigInt(((await rpc("getBalance", [receiver, { commitment: "confirmed" }])) as { value: number }).value)
    const before = await lamports()

    await account.click()
    const modal = page.getByRole("dialog")
    await modal.getByRole("button", { name: "Network: Gangway Local" }).click()
    await page.getByTestId("networks-view").waitFor()
    await modal.getByRole("button", { name: /Solana Local/ }).click()
    await page.getByTestId("account-view").waitFor()
    await modal.getByRole("button", { name: "Send", exact: true }).click()
    await page.getByTestId("send-view").waitFor()
    await page.getByTestId("send-token").click()
    await page
      .getByTestId("send-select-token-view")
      .getByRole("button", { name: /Solana/ })
      .click()
    await page.getByTestId("send-view").waitFor()
    await modal.getByRole("textbox", { name: "Amount" }).fill("0.5")
    await modal.getByRole("textbox", { name: "To" }).fill(receiver)
    await modal.getByRole("button", { name: "Review send" }).click()
    await page.getByTestId("send-preview-view").and(page.locator("[data-state=ready]")).waitFor()
    await modal.getByRole("button", { name: "Send", exact: true }).click()

    await page.locator("[data-testid=approve-transaction-view][data-source=auth-frame]").waitFor()
    const frame = page.frameLocator("iframe[data-testid=gangway-auth-frame]")
    await frame.getByRole("button", { name: "Approve" }).waitFor()
    await expectNoSeriousViolations(page, "[role=dialog]", "solana approval")
    await page.screenshot({ path: `${screenshots}auth-approve-solana-light-1280.png` })
    await frame.getByRole("button", { name: "Approve" }).click()
    await page.locator("[data-testid=send-status][data-phase=confirmed]").waitFor({ timeout: 60_000 })
    expect(await lamports()).toBe(before + 500_000_000n)
    await page.context().close()
  }, 240_000)
})
