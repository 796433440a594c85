import { SOLANA_TEST_MINTS, solanaTestAccount } from "@gangway/fixtures"
import { address, createSolanaRpc, generateKeyPairSigner } from "@solana/kit"
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from "@solana-program/token"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { runBrowserTests, screenshots } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

/** A person on Solana in the demo: the test wallet's Solana side, the local cluster, the data API. */
describe.skipIf(!runBrowserTests)("Solana in Chromium on the local world", () => {
  const demo = localDemoForTests()

  const rpc = () => createSolanaRpc(demo.world.solana.rpcUrl)
  const lamportsOf = async (owner: string) => (await rpc().getBalance(address(owner)).send()).value
  const gusdUnitsOf = async (owner: string) => {
    const [ata] = await findAssociatedTokenPda({
      owner: address(owner),
      mint: SOLANA_TEST_MINTS.GUSD.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS
    })
    const account = await rpc()
      .getTokenAccountBalance(ata)
      .send()
      .catch(() => undefined)
    return account === undefined ? 0n : BigInt(account.value.amount)
  }

  /** Connect → the test wallet (EVM and Solana at once) → Account → network list → Solana Local. */
  const connectAndSwitchToSolana = async (page: Page, theme: "dark" | "light", width: number) => {
    const evm = demo.world.chain.accounts[0]!.address
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.getByRole("button", { name: /Gangway Test Wallet/ }).click()
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await page
      .getByRole("button", { name: new RegExp(`${evm.slice(0, 6)}…${evm.slice(-4)}`) })
      .first()
      .click()
    const modal = page.getByRole("dialog")
    await modal.getByRole("button", { name: "Network: Gangway Local" }).click()
    await page.getByTestId("networks-view").waitFor()
    // Every configured network of every namespace, grouped.
    expect(
      await page
        .getByTestId("networks-view")
        .getByRole("group")
        .evaluateAll((groups) => groups.map((group) => group.getAttribute("aria-labelledby") !== null))
    ).toEqual([true, true])
    await page.screenshot({ path: `${screenshots}flow-solana-networks-${theme}-${width}.png` })
    await modal.getByRole("button", { name: /Solana Local/ }).click()
    await page.getByTestId("account-view").waitFor()
    await modal.getByRole("button", { name: "Network: Solana Local" }).waitFor()
    return modal
  }

  it("connects the wallet's Solana side, switches between EVM and Solana, sends SOL and an SPL token to a new account, and sees both in Activity", async () => {
    const { address: owner } = await solanaTestAccount(0)
    const { address: receiver } = await solanaTestAccount(6)
    const stranger = (await generateKeyPairSigner()).address
    const page = await demo.openDemo(1280, "dark")
    const modal = await connectAndSwitchToSolana(page, "dark", 1280)

    // The Solana account, with its SOL balance from the cluster and its tokens from the data API.
    expect(await page.getByRole("button", { name: "Copy address" }).getAttribute("data-copy-value")).toBe(owner)
    await expect.poll(() => page.getByTestId("account-balance").textContent()).toMatch(/ SOL$/)
    const tokens = page.getByRole("list", { name: "Token balances" }).getByRole("listitem")
    await expect
      .poll(() => tokens.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-token"))))
      .toEqual(["SOL", "GST", "GUSD"])
    await page.screenshot({ path: `${screenshots}flow-solana-account-dark-1280.png` })
    // Solana Local has no onramp, names or smart sessions: none of the three is offered.
    await page.locator("[data-testid=account-view][data-features-checked=true]").waitFor()
    for (const feature of ["Buy", "Register a name", "Sessions"])
      expect(await modal.getByRole("button", { name: feature, exact: true }).count()).toBe(0)

    const sendThroughModal = async (tokenName: RegExp, amount: string, to: string, screenshot: string) => {
      await modal.getByRole("button", { name: "Send", exact: true }).click()
      await page.getByTestId("send-view").waitFor()
      await page.getByTestId("send-token").click()
      await page.getByTestId("send-select-token-view").getByRole("button", { name: tokenName }).click()
      await page.getByTestId("send-view").waitFor()
      expect(await modal.getByRole("textbox", { name: "To" }).getAttribute("placeholder")).toBe("Solana Local address")
      await modal.getByRole("textbox", { name: "Amount" }).fill(amount)
      await modal.getByRole("textbox", { name: "To" }).fill(to)
      await modal.getByRole("button", { name: "Review send" }).click()
      await page.getByTestId("send-preview-view").and(page.locator("[data-state=ready]")).waitFor()
      // The fee is in SOL.
      expect(await page.getByTestId("send-preview-fee").textContent()).toMatch(/^[\d.]+ SOL/)
      await page.screenshot({ path: `${screenshots}${screenshot}` })
      const opensAccount = (await page.getByTestId("send-preview-new-account").count()) > 0
      await modal.getByRole("button", { name: "Send", exact: true }).click()
      await page.locator("[data-testid=send-status][data-phase=confirmed]").waitFor()
      const hash = (await page.getByTestId("send-hash").getAttribute("data-hash")) as string
      await modal.getByRole("button", { name: "Done" }).click()
      return { hash, opensAccount }
    }

    const solBefore = await lamportsOf(receiver)
    const sol = await sendThroughModal(/Solana/, "0.75", receiver, "flow-solana-send-preview-dark-1280.png")
    expect(sol.opensAccount).toBe(false)
    expect(await lamportsOf(receiver)).toBe(solBefore + 750_000_000n)

    const gusd = await sendThroughModal(/Gangway Dollar/, "25", stranger, "flow-solana-send-new-account-dark-1280.png")
    expect(gusd.opensAccount).toBe(true)
    expect(await gusdUnitsOf(stranger)).toBe(25_000_000n)

    await modal.getByRole("tab", { name: "Activity" }).click()
    const rows = page.getByTestId("account-activity").getByTestId("activity-row")
    await expect
      .poll(() => rows.evaluateAll((items) => items.map((item) => item.getAttribute("data-hash"))))
      .toEqual(expect.arrayContaining([sol.hash, gusd.hash]))
    expect(await page.locator(`[data-hash="${sol.hash}"]`).textContent()).toContain("-0.75 SOL")
    await page.screenshot({ path: `${screenshots}flow-solana-activity-dark-1280.png` })

    // Back to the EVM network: the EVM account is still there.
    await modal.getByRole("button", { name: "Network: Solana Local" }).click()
    await modal.getByRole("button", { name: /Gangway Local/ }).click()
    await modal.getByRole("button", { name: "Network: Gangway Local" }).waitFor()
    expect(await page.getByRole("button", { name: "Copy address" }).getAttribute("data-copy-value")).toBe(
      demo.world.chain.accounts[0]!.address
    )
  })

  it("looks right on a phone in the light theme", async () => {
    const page = await demo.openDemo(390, "light")
    const modal = await connectAndSwitchToSolana(page, "light", 390)
    await expect.poll(() => page.getByTestId("account-balance").textContent()).toMatch(/ SOL$/)
    await page.screenshot({ path: `${screenshots}flow-solana-account-light-390.png` })
    await modal.getByRole("tab", { name: "Activity" }).click()
    await page.getByTestId("account-activity").waitFor()
    await page.screenshot({ path: `${screenshots}flow-solana-activity-light-390.png` })
  })
})
