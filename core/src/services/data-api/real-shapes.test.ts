import { Effect, Option, Schema } from "effect"
import { describe, expect } from "vitest"
import * as shapes from "../../../test/data-api-shapes.js"
import { setUpApiServer } from "../../../test/api-server.js"
import { dataApiAnswering } from "../../../test/data-api-answering.js"
import { itEffect } from "../../../test/effect-test.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { GetWalletsResponse } from "../../domain/wallet.js"

const server = setUpApiServer()
const api = "http://real-shapes.test"
const network: CaipNetworkId = "eip155:1"
const address = "0x2a6f1b9c0e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b"

const answering = dataApiAnswering(server, api, network)

describe("the decoders read the real services' shapes (nulls, maps, absent optional fields)", () => {
  itEffect("history: a token transfer, an NFT transfer and an approval, every null read as absent, none left out", () =>
    Effect.gen(function* () {
      const page = yield* answering("get", "/v1/account/:account/history", shapes.historyPage, (d) =>
        d.getTransactions({ account: address, caipNetworkId: network })
      )
      expect(page.skipped).toBe(0)
      expect(page.data.map((transaction) => transaction.id)).toEqual(["f0c5a1b2d3e4", "a9b8c7d6e5f4", "0d1e2f3a4b5c"])
      const [token, nft, approval] = page.data
      expect(token?.transfers).toEqual([
        {
          fungible_info: { name: "USD Coin", symbol: "USDC", icon: { url: "https://icons.example/usdc.png" } },
          direction: "out",
          quantity: { numeric: "25.5" },
          value: 25.49,
          price: 0.9996
        }
      ])
      expect(nft?.transfers).toEqual([
        {
          nft_info: {
            name: "Tide Pools #214",
            content: { preview: { url: "https://images.example/tide-214.png" } },
            flags: { is_spam: false }
          },
          direction: "in",
          quantity: { numeric: "1" }
        }
      ])
      expect(approval?.transfers).toEqual([])
      expect(approval?.metadata).not.toHaveProperty("chain")
    })
  )

  itEffect("history: `transfers: []` is read like null", () =>
    Effect.gen(function* () {
      const page = yield* answering(
        "get",
        "/v1/account/:account/history",
        { data: [{ ...shapes.historyApproval, transfers: [] }], next: "c2" },
        (d) => d.getTransactions({ account: address, caipNetworkId: network })
      )
      expect(page).toMatchObject({ skipped: 0, next: "c2", data: [{ id: "0d1e2f3a4b5c", transfers: [] }] })
    })
  )

  itEffect(
    "onramp history: the provider's statuses (ONRAMP_TRANSACTION_STATUS_*) read as pending, confirmed, failed",
    () =>
      Effect.gen(function* () {
        const purchase = shapes.historyOnrampPurchase
        const withStatus = (status: string) => ({ ...purchase, id: status, metadata: { ...purchase.metadata, status } })
        const page = yield* answering(
          "get",
          "/v1/account/:account/history",
          {
            data: [
              "ONRAMP_TRANSACTION_STATUS_IN_PROGRESS",
              "ONRAMP_TRANSACTION_STATUS_CREATED",
              "ONRAMP_TRANSACTION_STATUS_SUCCESS",
              "ONRAMP_TRANSACTION_STATUS_FAILED"
            ].map(withStatus),
            next: "page-2"
          },
          (d) => d.getTransactions({ account: address, caipNetworkId: network, onramp: "coinbase" })
        )
        expect(page.skipped).toBe(0)
        expect(page.data.map((transaction) => transaction.metadata.status)).toEqual([
          "pending",
          "pending",
          "confirmed",
          "failed"
        ])
        expect(page.data[0]?.transfers).toEqual([
          { fungible_info: { name: "USDC", symbol: "USDC" }, direction: "in", quantity: { numeric: "48.7" } }
        ])
      })
  )

  itEffect("name profile: attributes as an object become the text records, addresses keyed by coin type", () =>
    Effect.gen(function* () {
      const profile = yield* answering("get", "/v1/profile/account/:name", shapes.nameProfile, (d) =>
        d.getNameProfile({ caipNetworkId: network, name: "marina.reown.id" })
      )
      expect(profile).toEqual(
        Option.some({
          name: "marina.reown.id",
          addresses: { "60": { address } },
          attributes: [
            { key: "bio", value: "sails on weekends" },
            { key: "avatar", value: "https://avatars.example/marina.png" }
          ]
        })
      )
    })
  )

  itEffect("name profile: `attributes: null` is no text records, `created_at: null` is read", () =>
    Effect.gen(function* () {
      const profile = yield* answering("get", "/v1/profile/account/:name", shapes.bareNameProfile, (d) =>
        d.getNameProfile({ caipNetworkId: network, name: "quay.reown.id" })
      )
      expect(Option.getOrThrow(profile).attributes).toEqual([])
    })
  )

  itEffect("name profile: `[]` (apiVersion 2's 'not registered') is no profile, not an invalid answer", () =>
    Effect.gen(function* () {
      const profile = yield* answering("get", "/v1/profile/account/:name", shapes.nameNotFound, (d) =>
        d.getNameProfile({ caipNetworkId: network, name: "nobody.reown.id" })
      )
      expect(profile).toEqual(Option.none())
    })
  )

  itEffect("reverse lookup: a list of real profiles", () =>
    Effect.gen(function* () {
      const names = yield* answering(
        "get",
        "/v1/profile/reverse/:address",
        [shapes.nameProfile, shapes.bareNameProfile],
        (d) => d.reverseLookupNames({ caipNetworkId: network, address })
      )
      expect(names.map((name) => [name.name, name.attributes.length])).toEqual([
        ["marina.reown.id", 2],
        ["quay.reown.id", 0]
      ])
    })
  )

  itEffect("register: the API answers with the registered profile, read as accepted", () =>
    Effect.gen(function* () {
      const accepted = yield* answering("post", "/v1/profile/account", shapes.nameProfile, (d) =>
        d.registerName({ caipNetworkId: network, coinType: 60, address, message: "{}", signature: "0x" })
      )
      expect(accepted).toBe(true)
    })
  )

  itEffect("smart sessions: null url, iconUrl, context and revokedAt read as absent", () =>
    Effect.gen(function* () {
      const sessions = yield* answering("get", "/v1/sessions/:address", shapes.smartSessions, (d) =>
        d.getSmartSessions({ caipNetworkId: network, address })
      )
      expect(sessions).toHaveLength(1)
      expect(sessions[0]?.project).toEqual({ id: "b1c2", name: "Tidal Swap" })
      expect(sessions[0]).not.toHaveProperty("revokedAt")
      expect(sessions[0]).not.toHaveProperty("context")
    })
  )

  itEffect("swap tokens: a null logo is no logo; the list is kept", () =>
    Effect.gen(function* () {
      const tokens = yield* answering("get", "/v1/convert/tokens", shapes.swapTokens, (d) =>
        d.getSwapTokens({ caipNetworkId: network })
      )
      expect(tokens.map((token) => [token.symbol, token.logoUri])).toEqual([
        ["USDC", "https://icons.example/usdc.png"],
        ["HBR", undefined]
      ])
    })
  )

  itEffect("swap quotes, prices, balances and identity: extra fields and skipped ones are read", () =>
    Effect.gen(function* () {
      const quotes = yield* answering("get", "/v1/convert/quotes", shapes.swapQuotes, (d) =>
        d.getSwapQuotes({
          caipNetworkId: network,
          amount: "1000000",
          userAddress: address,
          from: "a",
          to: "b",
          gasPrice: "1"
        })
      )
      expect(quotes.map((quote) => quote.toAmount)).toEqual(["408000000000000"])
      const prices = yield* answering("post", "/v1/fungible/price", shapes.fungiblePrices, (d) =>
        d.getTokenPrices({ caipNetworkId: network, addresses: ["x"] })
      )
      expect(prices.map((price) => price.price)).toEqual([0.9998])
      const held = yield* answering("get", "/v1/account/:address/balance", shapes.balances, (d) =>
        d.getBalance({ address, caipNetworkId: network })
      )
      expect(held.map((balance) => [balance.symbol, balance.address])).toEqual([
        ["ETH", undefined],
        ["USDC", "eip155:1:0x5c1e8d7f6a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d"]
      ])
      const who = yield* answering("get", "/v1/identity/:address", shapes.identity, (d) =>
        d.getIdentity({ address, caipNetworkId: network })
      )
      expect(who).toEqual({ name: "marina.eth", avatar: null })
    })
  )

  itEffect("onramp quote: a quote without a provider fee is the API's quote, not the estimate", () =>
    Effect.gen(function* () {
      const quote = yield* answering("post", "/v1/onramp/quote", shapes.onrampQuote, (d) =>
        d.getOnrampQuote({
          caipNetworkId: network,
          purchaseCurrency: "USDC",
          paymentCurrency: "USD",
          amount: "100.00",
          network: "ethereum-mainnet"
        })
      )
      expect(quote).toMatchObject({
        mock: false,
        quoteId: "5b9e-41c2",
        purchaseAmount: { amount: "96.95", currency: "USDC" }
      })
      expect(quote.coinbaseFee).toBeUndefined()
    })
  )

  itEffect("wallet directory: null links and extra fields are read", () =>
    Effect.sync(() => {
      const page = Schema.decodeUnknownSync(GetWalletsResponse)(shapes.directoryPage)
      expect(page.data.map((wallet) => [wallet.name, wallet.desktop_link, wallet.rdns])).toEqual([
        ["Harbor Wallet", null, null]
      ])
    })
  )
})
