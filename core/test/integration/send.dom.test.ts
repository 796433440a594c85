// Sending through the injected test wallet (EIP-6963) in a page (see vitest.config.ts: *.dom.test.ts).
import { announceProvider, createTestWallet, type TestWallet } from "@gangway/fixtures"
import { createPublicClient, http, parseEther } from "viem"
import { beforeEach, describe, expect, it, vi } from "vitest"
import type { GangwayClient } from "../../src/client.js"
import type { TokenBalance } from "../../src/domain/token-balance.js"
import { setUpLocalWorld } from "../local-world.js"

const RDNS = "dev.gangway.testwallet"
const ETH: TokenBalance = { symbol: "ETH", name: "Ether", price: 3000, quantity: { decimals: "18", numeric: "0" } }
const world = setUpLocalWorld({ api: true })
let wallet: TestWallet
/** The send events analytics received (a connect event may arrive late). */
const sendEvents = () => world.api.recorded().filter((event) => String(event.props.event).startsWith("SEND_"))
beforeEach(() => {
  wallet = createTestWallet({ rpcUrl: world.chain.rpcUrl, accountIndex: 2 })
  announceProvider(window, wallet, crypto.randomUUID())
})

const connected = async () => {
  const client = world.client()
  await client.connect(RDNS)
  return client
}

const balanceOf = (address: `0x${string}`) =>
  createPublicClient({ transport: http(world.chain.rpcUrl) }).getBalance({ address })
const form = (client: GangwayClient) => {
  const { token, sendTokenAmount, receiverAddress } = client.getState().send
  return { token: token?.symbol, sendTokenAmount, receiverAddress }
}

describe("sending through an injected wallet", () => {
  it("lands on chain through the wallet's eth_sendTransaction", async () => {
    const client = await connected()
    const receiver = world.chain.accounts[4]!.address
    const before = await balanceOf(receiver)
    await client.send({ token: ETH, amount: "0.75", receiver })
    expect(await balanceOf(receiver)).toBe(before + parseEther("0.75"))
    expect(client.getState().send.phase).toBe("confirmed")
  })

  it("a rejection in the wallet says it was declined there (not the failure toast), the form kept, SEND_ERROR tracked", async () => {
    const client = await connected()
    world.api.clearRecorded()
    wallet.behave("sendTransaction", "reject")
    const receiver = world.chain.accounts[4]!.address
    await expect(client.send({ token: ETH, amount: "0.5", receiver })).rejects.toMatchObject({
      _tag: "SignatureDeclined",
      message: "Signature declined"
    })
    expect(client.getState().toast).toMatchObject({
      open: true,
      variant: "error",
      message: "You declined the transaction in your wallet. Nothing was sent."
    })
    expect(form(client)).toEqual({ token: "ETH", sendTokenAmount: "0.5", receiverAddress: receiver })
    expect(client.getState().send).toMatchObject({
      phase: "failed",
      loading: false,
      hash: undefined,
      failure: "declined"
    })
    await vi.waitFor(
      () => expect(sendEvents().map((event) => event.props.event)).toEqual(["SEND_INITIATED", "SEND_ERROR"]),
      { timeout: 10_000 }
    )
    expect(sendEvents()[1]?.props).toMatchObject({ properties: { message: "Signature declined", amount: 0.5 } })
    // The kept form sends as it is once the wallet approves.
    wallet.behave("sendTransaction", "approve")
    const before = await balanceOf(receiver)
    await client.send()
    expect(await balanceOf(receiver)).toBe(before + parseEther("0.5"))
  })

  it("while the wallet asks the user: signing, Account is the only view with no way back", async () => {
    const client = await connected()
    await client.navigate("AllWallets")
    const gate = wallet.behave("sendTransaction", "delay")
    const sending = client.send({ token: ETH, amount: "0.01", receiver: world.chain.accounts[4]!.address })
    await gate.arrived
    expect(client.getState().send).toMatchObject({ phase: "signing", loading: true })
    expect(client.getState().router).toMatchObject({
      view: "Account",
      canGoBack: false,
      history: [{ view: "Account" }]
    })
    gate.release()
    await sending
    expect(client.getState().send).toMatchObject({ phase: "confirmed", loading: false, sendTokenAmount: undefined })
  })
})
