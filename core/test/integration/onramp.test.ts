import {
  startChain,
  startDataApiServer,
  startOnrampProvider,
  ordersTo,
  TEST_CARDS,
  TEST_BANK_ACCOUNTS,
  TEST_MNEMONIC,
  type DataApiServer,
  type LocalChain,
  type OnrampProvider
} from "@gangway/fixtures"
import { createPublicClient, erc20Abi, http, type Address } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createGangway, type GangwayClient } from "../../src/client.js"
import { onrampOf, type GangwayOnramp } from "../../src/controllers/onramp/client-onramp.js"
import type { OnrampOffer } from "../../src/controllers/onramp/offers.js"
import type { OnrampOrder } from "../../src/controllers/onramp/order.js"
import { readOnrampReturn } from "../../src/controllers/onramp/returned-order.js"
import { localChain } from "../../src/domain/networks.js"
import { desktop } from "../controllers.js"

let chain: LocalChain
let provider: OnrampProvider
let server: DataApiServer
const clients: GangwayClient[] = []

beforeAll(async () => {
  chain = await startChain()
  provider = await startOnrampProvider(chain)
  server = await startDataApiServer({
    rpcUrl: chain.rpcUrl,
    contracts: { ...chain.contracts, usdc: provider.treasury.usdc },
    onramp: { buyUrl: provider.buyUrl, orders: (address) => ordersTo(provider, address) }
  })
})

afterAll(async () => {
  await Promise.all(clients.map((client) => client.destroy()))
  await server?.stop()
  await provider?.stop()
  await chain?.stop()
})

/** A client connected with test account `accountIndex` (a local signer), and its onramp. */
const connected = async (
  accountIndex: number,
  features: { onramp?: boolean } = {}
): Promise<{ client: GangwayClient; onramp: GangwayOnramp; address: Address }> => {
  const client = createGangway({
    networks: [localChain(chain.rpcUrl)],
    projectId: "gangway-tests",
    apiUrls: {
      dataApi: server.api.urls.api,
      walletDirectory: server.api.urls.directory,
      analytics: server.api.urls.analytics
    },
    features,
    storage: "memory",
    platform: desktop,
    localSigner: { mnemonic: TEST_MNEMONIC, accountIndex }
  })
  clients.push(client)
  await client.connect("local-signer")
  return { client, onramp: onrampOf(client), address: chain.accounts[accountIndex]!.address }
}

const usdcOf = (address: Address) =>
  createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
    address: provider.treasury.usdc,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [address]
  })

const order = (amount: string, paymentMethod: OnrampOrder["paymentMethod"] = "card"): OnrampOrder => ({
  asset: "USDC",
  paymentCurrency: "USD",
  paymentMethod,
  amount
})

/** Pays on the provider's page as a person would: the form it shows, posted with these details. */
const pay = async (pageUrl: string, details: Record<string, string>) => {
  const page = await fetch(pageUrl)
  expect(page.status).toBe(200)
  const html = await page.text()
  const order = /name="order" value="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&")
  const amount = /name="amount"[^>]*value="([^"]*)"/.exec(html)?.[1]
  if (order === undefined || amount === undefined) throw new Error("the buy page shows no order form")
  return fetch(new URL("/buy", pageUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ order, amount, ...details })
  })
}
const card = (number: string) => ({ method: "card", cardNumber: number, cardExpiry: "12/39", cardCvc: "123" })

describe("onramp options", () => {
  it("offers what the data API lists on the active network: USD Coin (the provider's contract) and Ether; USD and EUR by card and bank", async () => {
    const { onramp } = await connected(1)
    const offer = await onramp.offer()
    expect(offer.fallback).toBe(false)
    expect(
      offer.assets.map((asset) => [asset.symbol, asset.network.name, asset.contractAddress?.toLowerCase()])
    ).toEqual([
      ["USDC", "gangway-local", provider.treasury.usdc.toLowerCase()],
      ["ETH", "gangway-local", undefined]
    ])
    expect(offer.paymentCurrencies).toEqual([
      {
        id: "USD",
        methods: [
          { id: "card", min: "10.00", max: "7500.00" },
          { id: "ach_bank_account", min: "10.00", max: "25000.00" }
        ]
      },
      {
        id: "EUR",
        methods: [
          { id: "card", min: "10.00", max: "7500.00" },
          { id: "ach_bank_account", min: "10.00", max: "25000.00" }
        ]
      }
    ])
  })

  it("falls back to the built-in options when the call fails: nothing of them is delivered on the local chain", async () => {
    const { onramp } = await connected(1)
    server.api.failNext("/v1/onramp/options", 500, 10)
    try {
      const offer = await onramp.offer()
      expect(offer.fallback).toBe(true)
      expect(offer.assets).toEqual([])
      expect(offer.paymentCurrencies.map((currency) => currency.id)).toEqual(["USD", "EUR"])
    } finally {
      server.api.clearFaults()
    }
  })

  it("refuses everything when the dApp turned buying off", async () => {
    const { onramp } = await connected(1, { onramp: false })
    await expect(onramp.offer()).rejects.toMatchObject({
      _tag: "OnrampDisabled",
      message: "Buying crypto is turned off in this app"
    })
  })
})

describe("onramp quotes and limits", () => {
  let onramp: GangwayOnramp
  let offer: OnrampOffer
  beforeAll(async () => {
    ;({ onramp } = await connected(1))
    offer = await onramp.offer()
  })

  it("quotes from the data API: fees, and what arrives", async () => {
    const quote = await onramp.quote(offer, order("100.00"))
    expect(quote).toMatchObject({
      mock: false,
      paymentTotal: { amount: "100.00", currency: "USD" },
      coinbaseFee: { amount: "1.49" },
      networkFee: { amount: "0.50" },
      purchaseAmount: { amount: "98.010000", currency: "USDC" }
    })
  })

  it("gives an estimate, marked mock, when the quote call fails", async () => {
    server.api.failNext("/v1/onramp/quote", 500, 10)
    try {
      expect(await onramp.quote(offer, order("100.00"))).toMatchObject({
        mock: true,
        purchaseAmount: { amount: "100.00", currency: "USDC" },
        coinbaseFee: { amount: "0" }
      })
    } finally {
      server.api.clearFaults()
    }
  })

  it.each([
    ["9.99", "card", "Amount must be between 10.00 and 7500.00"],
    ["9.99", "ach_bank_account", "Amount must be between 10.00 and 25000.00"],
    ["7500.01", "card", "Amount must be between 10.00 and 7500.00"],
    ["25000.01", "ach_bank_account", "Amount must be between 10.00 and 25000.00"]
  ] as const)("refuses %s by %s: %s", async (amount, method, message) => {
    await expect(onramp.quote(offer, order(amount, method))).rejects.toMatchObject({
      _tag: "OnrampAmountOutOfRange",
      message
    })
  })

  it.each([
    ["10.00", "card"],
    ["7500.00", "card"],
    ["7500.01", "ach_bank_account"],
    ["25000.00", "ach_bank_account"]
  ] as const)("takes %s by %s", async (amount, method) => {
    expect(await onramp.quote(offer, order(amount, method))).toMatchObject({ mock: false, paymentTotal: { amount } })
  })

  it("refuses an amount with more than 2 decimals, and an asset not offered here", async () => {
    await expect(onramp.quote(offer, order("10.001"))).rejects.toMatchObject({ _tag: "InvalidInput" })
    await expect(onramp.quote(offer, { ...order("50"), asset: "BTC" })).rejects.toMatchObject({
      _tag: "OnrampNetworkUnsupported",
      message: "BTC cannot be bought on Gangway Local: choose another asset or network"
    })
  })
})

describe("a purchase", () => {
  it("opens the provider's page with the wallet, network, partner user id, buy and the preset amounts", async () => {
    const { onramp, address } = await connected(2)
    const purchase = await onramp.start(await onramp.offer(), order("50.00"), {
      redirectUrl: "http://127.0.0.1:1/app?tab=1"
    })
    const url = new URL(purchase.url)
    expect(url.origin + url.pathname).toBe(provider.buyUrl)
    expect(JSON.parse(url.searchParams.get("destinationWallets")!)).toEqual([
      { address, blockchains: ["gangway-local"], assets: ["USDC"] }
    ])
    expect(
      Object.fromEntries(
        [...url.searchParams].filter(([key]) => key !== "destinationWallets" && key !== "sessionToken")
      )
    ).toEqual({
      defaultNetwork: "gangway-local",
      defaultExperience: "buy",
      presetFiatAmount: "50",
      presetCryptoAmount: "48.75",
      partnerUserId: address,
      fiatCurrency: "USD",
      defaultPaymentMethod: "CARD",
      defaultAsset: "USDC",
      redirectUrl: "http://127.0.0.1:1/app?tab=1"
    })
    expect(purchase.quote.purchaseAmount.amount).toBe("48.750000")
  })

  it("is delivered by the provider after a test card pays, seen in balances and Activity", async () => {
    const { client, onramp, address } = await connected(3)
    const purchase = await onramp.start(await onramp.offer(), order("50.00"), { redirectUrl: "http://127.0.0.1:1/app" })
    const before = await usdcOf(address)
    const paid = await pay(purchase.url, card(TEST_CARDS.pays))
    expect(paid.status).toBe(303)
    expect(paid.headers.get("location")).toBe(
      `http://127.0.0.1:1/app?onramp=completed&orderId=${ordersTo(provider, address)[0]!.id}`
    )
    expect(await usdcOf(address)).toBe(before + 48_750_000n)

    // The page the provider returns to reads the order from its query, and the provider's history says what came of it.
    const orderId = ordersTo(provider, address)[0]!.id
    const returned = readOnrampReturn(new URL(paid.headers.get("location")!).search)
    expect(returned).toEqual({ onramp: "completed", orderId })
    expect(await onramp.returned(orderId)).toEqual({ status: "completed", orderId, amount: "48.75 USDC" })
    expect(await onramp.returned("order-of-someone-else")).toEqual({
      status: "unknown",
      orderId: "order-of-someone-else"
    })

    expect(await onramp.watch(purchase)).toEqual({ status: "completed", received: "48.75" })
    const usdc = client.getState().balances.tokenBalances.find((balance) => balance.symbol === "USDC")
    expect(usdc?.quantity).toEqual({ decimals: "6", numeric: "48.75" })
    const received = client.getState().history.transactions[0]
    expect(received?.metadata).toMatchObject({ operationType: "receive", sentTo: address, status: "confirmed" })
    expect(received?.transfers).toMatchObject([
      { fungible_info: { symbol: "USDC", name: "USD Coin" }, direction: "in", quantity: { numeric: "48.75" } }
    ])
  })

  it("by bank account too", async () => {
    const { onramp, address } = await connected(4)
    const purchase = await onramp.start(await onramp.offer(), order("8000.00", "ach_bank_account"))
    const paid = await pay(purchase.url, {
      method: "ach_bank_account",
      bankRouting: TEST_BANK_ACCOUNTS.routing,
      bankAccount: TEST_BANK_ACCOUNTS.pays
    })
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain("Purchase complete")
    expect(await onramp.watch(purchase)).toEqual({ status: "completed", received: "7880.3" })
    expect(await usdcOf(address)).toBe(7_880_300_000n)
  })

  it("fails when the card is declined: nothing delivered, the watch reports the failure", async () => {
    const { onramp, address } = await connected(5)
    const purchase = await onramp.start(await onramp.offer(), order("25.00"))
    const declined = await pay(purchase.url, card(TEST_CARDS.declines))
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain("Your card was declined by its issuer. Nothing was charged.")
    expect(await usdcOf(address)).toBe(0n)
    const outcome = await onramp.watch(purchase)
    expect(outcome).toMatchObject({ status: "failed", error: { _tag: "OnrampPurchaseFailed" } })
  })

  it("fails when the provider is scripted to decline, whatever the card", async () => {
    const { onramp, address } = await connected(6)
    const purchase = await onramp.start(await onramp.offer(), order("25.00"))
    provider.declineNext()
    expect((await pay(purchase.url, card(TEST_CARDS.pays))).status).toBe(402)
    expect(await usdcOf(address)).toBe(0n)
    expect((await onramp.watch(purchase)).status).toBe("failed")
  })

  it("is cancelled when the buyer stops waiting", async () => {
    const { onramp } = await connected(7)
    const purchase = await onramp.start(await onramp.offer(), order("25.00"))
    const stop = new AbortController()
    const watching = onramp.watch(purchase, { signal: stop.signal })
    stop.abort()
    expect(await watching).toEqual({ status: "cancelled" })
  })

  it("reads a return only from the provider's own query: any other is no return", () => {
    expect(readOnrampReturn("?onramp=failed&orderId=order-9")).toEqual({ onramp: "failed", orderId: "order-9" })
    expect(readOnrampReturn("?onramp=cancelled")).toEqual({ onramp: "cancelled" })
    expect(readOnrampReturn("?tab=1")).toBeUndefined()
    expect(readOnrampReturn("?onramp=paid&orderId=order-9")).toBeUndefined()
    expect(readOnrampReturn("?onramp=completed&orderId=")).toBeUndefined()
  })
})
