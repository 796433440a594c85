import { Effect, Fiber, Layer, Option } from "effect"
import { http, HttpResponse } from "msw"
import { describe, expect } from "vitest"
import { driveUntilDone, scripted, setUpApiServer } from "../../../test/api-server.js"
import { itEffect } from "../../../test/effect-test.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { fallbackOnrampOptions } from "../../domain/onramp.js"
import { ApiStatusError, GasPriceNetworkUnsupported, ProjectIdRequired, SwapsNetworkUnsupported } from "../../errors.js"
import { ApiClient } from "../http/api-client.js"
import { ApiConfig, type ApiConfigOptions } from "../http/api-config.js"
import { DataApi } from "./data-api.js"

const server = setUpApiServer()
const api = "http://data.test"
const identity = { projectId: "p1", st: "gangway", sv: "core-1.7.3" }
const local: CaipNetworkId = "eip155:31337"
const elsewhere: CaipNetworkId = "eip155:999"
const address = "0x1111111111111111111111111111111111111111"

const dataApi = (options: ApiConfigOptions = { projectId: "p1", baseUrls: { dataApi: api } }) =>
  Effect.provide(DataApi.layer.pipe(Layer.provide(ApiClient.layer), Layer.provide(ApiConfig.layer(options))))

/** The supported-chains endpoint, serving the local chain only. */
const supportedChains = () => scripted("get", `${api}/v1/supported-chains`, { json: { http: [local], ws: [] } })

/** Serves supported-chains and `endpoint`, and runs `call` with a fresh DataApi. */
const run = <A, E>(endpoint: ReturnType<typeof scripted>, call: (service: DataApi["Service"]) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    server.use(supportedChains().handler, endpoint.handler)
    return yield* DataApi.use(call).pipe(dataApi())
  })

const balance = (symbol: string, decimals: string) => ({
  address: `eip155:31337:${address}`,
  symbol,
  quantity: { decimals, numeric: "1.5" },
  price: 2
})

const quoteParams = {
  caipNetworkId: local,
  purchaseCurrency: "USDC",
  paymentCurrency: "USD",
  amount: "100.00",
  network: "ethereum-mainnet"
}

describe("DataApi requests: paths, parameters and bodies as SPEC §7 lists them", () => {
  itEffect("balance: GET /v1/account/{address}/balance, usable balances only", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${api}/v1/account/:address/balance`, {
        json: { balances: [balance("ETH", "18"), balance("DUST", "0")] }
      })
      const result = yield* run(endpoint, (d) => d.getBalance({ address, caipNetworkId: local, forceUpdate: "0xabc" }))
      expect(result.map((b) => b.symbol)).toEqual(["ETH"])
      expect(endpoint.requests[0]).toMatchObject({
        path: `/v1/account/${address}/balance`,
        query: { ...identity, currency: "usd", chainId: local, forceUpdate: "0xabc" }
      })
    })
  )

  itEffect("history: GET /v1/account/{account}/history with cursor, onramp and chainId", () =>
    Effect.gen(function* () {
      const transaction = {
        id: "t1",
        metadata: {
          operationType: "send",
          minedAt: "2026-01-01T00:00:00Z",
          sentFrom: address,
          sentTo: address,
          status: "confirmed"
        },
        transfers: [{ quantity: { numeric: "1" } }]
      }
      const endpoint = scripted("get", `${api}/v1/account/:account/history`, {
        json: { data: [transaction], next: "c2" }
      })
      const result = yield* run(endpoint, (d) =>
        d.getTransactions({ account: address, caipNetworkId: local, cursor: "c1", onramp: "coinbase" })
      )
      expect(result).toEqual({ data: [transaction], next: "c2", skipped: 0 })
      expect(endpoint.requests[0]).toMatchObject({
        path: `/v1/account/${address}/history`,
        query: { ...identity, cursor: "c1", onramp: "coinbase", chainId: local }
      })
    })
  )

  itEffect("identity: GET /v1/identity/{address} with sender", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${api}/v1/identity/:address`, {
        json: { name: "alice.reown.id", avatar: null }
      })
      const result = yield* run(endpoint, (d) => d.getIdentity({ address, caipNetworkId: local, sender: address }))
      expect(result).toEqual({ name: "alice.reown.id", avatar: null })
      expect(endpoint.requests[0]).toMatchObject({
        path: `/v1/identity/${address}`,
        query: { ...identity, sender: address }
      })
    })
  )

  itEffect("gas price: GET /v1/convert/gas-price with chainId", () =>
    Effect.gen(function* () {
      const prices = { standard: "1000", fast: "2000", instant: "3000" }
      const endpoint = scripted("get", `${api}/v1/convert/gas-price`, { json: prices })
      expect(yield* run(endpoint, (d) => d.getGasPrice({ caipNetworkId: local }))).toEqual(prices)
      expect(endpoint.requests[0]?.query).toEqual({ ...identity, chainId: local })
    })
  )

  itEffect("swap tokens: GET /v1/convert/tokens with chainId", () =>
    Effect.gen(function* () {
      const token = {
        name: "Test USD",
        symbol: "TUSD",
        address: `${local}:0x22`,
        decimals: 6,
        logoUri: "http://x/t.png"
      }
      const endpoint = scripted("get", `${api}/v1/convert/tokens`, { json: { tokens: [token] } })
      expect(yield* run(endpoint, (d) => d.getSwapTokens({ caipNetworkId: local }))).toEqual([token])
      expect(endpoint.requests[0]?.query).toEqual({ ...identity, chainId: local })
    })
  )

  itEffect("swap quotes: GET /v1/convert/quotes with amount, userAddress, from, to, gasPrice", () =>
    Effect.gen(function* () {
      const quote = { fromAmount: "10", fromAccount: "a", toAmount: "9", toAccount: "b" }
      const endpoint = scripted("get", `${api}/v1/convert/quotes`, { json: { quotes: [quote] } })
      const result = yield* run(endpoint, (d) =>
        d.getSwapQuotes({ caipNetworkId: local, amount: "10", userAddress: address, from: "f", to: "t", gasPrice: "7" })
      )
      expect(result).toEqual([quote])
      expect(endpoint.requests[0]?.query).toEqual({
        ...identity,
        amount: "10",
        userAddress: address,
        from: "f",
        to: "t",
        gasPrice: "7"
      })
    })
  )

  itEffect("allowance: GET /v1/convert/allowance with tokenAddress, userAddress", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${api}/v1/convert/allowance`, { json: { allowance: "500" } })
      const result = yield* run(endpoint, (d) =>
        d.getSwapAllowance({ caipNetworkId: local, tokenAddress: "0x22", userAddress: address })
      )
      expect(result).toBe("500")
      expect(endpoint.requests[0]?.query).toEqual({ ...identity, tokenAddress: "0x22", userAddress: address })
    })
  )

  itEffect("build approve: GET /v1/convert/build-approve with userAddress, from, to", () =>
    Effect.gen(function* () {
      const tx = {
        from: `${local}:${address}`,
        to: "0x2222222222222222222222222222222222222222",
        data: "0x095ea7b3",
        value: "0",
        eip155: { gasPrice: "1000" }
      }
      const endpoint = scripted("get", `${api}/v1/convert/build-approve`, { json: { tx } })
      const result = yield* run(endpoint, (d) =>
        d.buildApproveTransaction({ caipNetworkId: local, userAddress: address, from: "f", to: "t" })
      )
      expect(result).toEqual(tx)
      expect(endpoint.requests[0]?.query).toEqual({ ...identity, userAddress: address, from: "f", to: "t" })
    })
  )

  itEffect("build transaction: POST /v1/convert/build-transaction with the listed body", () =>
    Effect.gen(function* () {
      const tx = {
        from: `${local}:${address}`,
        to: `${local}:0x3333333333333333333333333333333333333333`,
        data: "0x12",
        amount: "10",
        eip155: { gas: "90000", gasPrice: "1000" }
      }
      const endpoint = scripted("post", `${api}/v1/convert/build-transaction`, { json: { tx } })
      const result = yield* run(endpoint, (d) =>
        d.buildSwapTransaction({
          caipNetworkId: local,
          amount: "10",
          slippage: 1,
          from: "f",
          to: "t",
          userAddress: address
        })
      )
      expect(result).toEqual(tx)
      expect(endpoint.requests[0]?.query).toEqual(identity)
      expect(endpoint.requests[0]?.body).toEqual({
        amount: "10",
        eip155: { slippage: 1 },
        projectId: "p1",
        from: "f",
        to: "t",
        userAddress: address,
        disableEstimate: false
      })
    })
  )

  itEffect("fungible price: POST /v1/fungible/price with currency usd, addresses, projectId", () =>
    Effect.gen(function* () {
      const fungible = { name: "Ether", symbol: "ETH", iconUrl: "http://x/e.png", price: 3000.5 }
      const endpoint = scripted("post", `${api}/v1/fungible/price`, { json: { fungibles: [fungible] } })
      const result = yield* run(endpoint, (d) =>
        d.getTokenPrices({ caipNetworkId: local, addresses: [`${local}:0x22`] })
      )
      expect(result).toEqual([fungible])
      expect(endpoint.requests[0]?.body).toEqual({ currency: "usd", addresses: [`${local}:0x22`], projectId: "p1" })
    })
  )

  /** As the API writes a profile (addresses by coin type, attributes an object), and as the core gives it. */
  const profileAnswer = {
    name: "alice.reown.id",
    addresses: { "60": { address, created_at: null } },
    attributes: { bio: "hi" }
  }
  const profile = {
    name: "alice.reown.id",
    addresses: { "60": { address } },
    attributes: [{ key: "bio", value: "hi" }]
  }

  itEffect("profile: GET /v1/profile/account/{name} with apiVersion 2", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${api}/v1/profile/account/:name`, { json: profileAnswer })
      const result = yield* run(endpoint, (d) => d.getNameProfile({ caipNetworkId: local, name: "alice.reown.id" }))
      expect(result).toEqual(Option.some(profile))
      expect(endpoint.requests[0]).toMatchObject({
        path: "/v1/profile/account/alice.reown.id",
        query: { ...identity, apiVersion: "2" }
      })
    })
  )

  itEffect("profile: a 404 means no such name", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${api}/v1/profile/account/:name`, { status: 404, json: { error: "not found" } })
      expect(yield* run(endpoint, (d) => d.getNameProfile({ caipNetworkId: local, name: "nobody.reown.id" }))).toEqual(
        Option.none()
      )
      expect(endpoint.requests).toHaveLength(1)
    })
  )

  itEffect("reverse: GET /v1/profile/reverse/{address} with sender and apiVersion 2", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${api}/v1/profile/reverse/:address`, { json: [profileAnswer] })
      const result = yield* run(endpoint, (d) =>
        d.reverseLookupNames({ caipNetworkId: local, address, sender: address })
      )
      expect(result).toEqual([profile])
      expect(endpoint.requests[0]).toMatchObject({
        path: `/v1/profile/reverse/${address}`,
        query: { ...identity, sender: address, apiVersion: "2" }
      })
    })
  )

  itEffect("suggestions: GET /v1/profile/suggestions/{name} in zone reown.id", () =>
    Effect.gen(function* () {
      const suggestions = [
        { name: "alice.reown.id", registered: true },
        { name: "alice1.reown.id", registered: false }
      ]
      const endpoint = scripted("get", `${api}/v1/profile/suggestions/:name`, { json: { suggestions } })
      expect(yield* run(endpoint, (d) => d.getNameSuggestions({ caipNetworkId: local, name: "alice" }))).toEqual(
        suggestions
      )
      expect(endpoint.requests[0]).toMatchObject({
        path: "/v1/profile/suggestions/alice",
        query: { ...identity, zone: "reown.id" }
      })
    })
  )

  itEffect("register: POST /v1/profile/account with coin_type, address, message, signature", () =>
    Effect.gen(function* () {
      const endpoint = scripted("post", `${api}/v1/profile/account`, { json: profileAnswer })
      const result = yield* run(endpoint, (d) =>
        d.registerName({ caipNetworkId: local, coinType: 60, address, message: "{}", signature: "0xsig" })
      )
      expect(result).toBe(true)
      expect(endpoint.requests[0]?.body).toEqual({ coin_type: 60, address, message: "{}", signature: "0xsig" })
    })
  )

  itEffect("onramp options: GET /v1/onramp/options", () =>
    Effect.gen(function* () {
      const options = {
        paymentCurrencies: [],
        purchaseCurrencies: fallbackOnrampOptions.purchaseCurrencies.slice(0, 1)
      }
      const endpoint = scripted("get", `${api}/v1/onramp/options`, { json: options })
      expect(yield* run(endpoint, (d) => d.getOnrampOptions({ caipNetworkId: local }))).toEqual(options)
      expect(endpoint.requests[0]?.query).toEqual(identity)
    })
  )

  itEffect("onramp options: a failed call gives the built-in options", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${api}/v1/onramp/options`, { status: 400 })
      expect(yield* run(endpoint, (d) => d.getOnrampOptions({ caipNetworkId: local }))).toEqual(fallbackOnrampOptions)
    })
  )

  itEffect("onramp quote: POST /v1/onramp/quote with purchaseCurrency, paymentCurrency, amount, network", () =>
    Effect.gen(function* () {
      const money = (amount: string, currency = "USD") => ({ amount, currency })
      const quote = {
        paymentTotal: money("100.00"),
        paymentSubtotal: money("97.00"),
        purchaseAmount: money("96.5", "USDC"),
        coinbaseFee: money("2.00"),
        networkFee: money("1.00"),
        quoteId: "q1"
      }
      const endpoint = scripted("post", `${api}/v1/onramp/quote`, { json: quote })
      expect(yield* run(endpoint, (d) => d.getOnrampQuote(quoteParams))).toEqual({ ...quote, mock: false })
      expect(endpoint.requests[0]?.body).toEqual({
        purchaseCurrency: "USDC",
        paymentCurrency: "USD",
        amount: "100.00",
        network: "ethereum-mainnet"
      })
    })
  )

  itEffect("onramp quote: a failed call gives a mock quote, flagged", () =>
    Effect.gen(function* () {
      const endpoint = scripted("post", `${api}/v1/onramp/quote`, { status: 422 })
      const quote = yield* run(endpoint, (d) => d.getOnrampQuote(quoteParams))
      expect(quote).toMatchObject({
        mock: true,
        paymentTotal: { amount: "100.00", currency: "USD" },
        purchaseAmount: { amount: "100.00", currency: "USDC" },
        coinbaseFee: { amount: "0", currency: "USD" }
      })
    })
  )

  itEffect("onramp url: POST /v1/generators/onrampurl with defaultExperience buy", () =>
    Effect.gen(function* () {
      const endpoint = scripted("post", `${api}/v1/generators/onrampurl`, { json: { url: "https://pay.test/buy?x=1" } })
      const wallets = [{ address, blockchains: ["ethereum"], assets: ["USDC"] }]
      const result = yield* run(endpoint, (d) =>
        d.generateOnrampUrl({
          caipNetworkId: local,
          destinationWallets: wallets,
          defaultNetwork: "ethereum",
          partnerUserId: address,
          presetCryptoAmount: 1,
          presetFiatAmount: 100
        })
      )
      expect(result).toEqual(Option.some("https://pay.test/buy?x=1"))
      expect(endpoint.requests[0]?.body).toEqual({
        destinationWallets: wallets,
        defaultNetwork: "ethereum",
        partnerUserId: address,
        defaultExperience: "buy",
        presetCryptoAmount: 1,
        presetFiatAmount: 100
      })
    })
  )

  itEffect("smart sessions: GET /v1/sessions/{address}", () =>
    Effect.gen(function* () {
      const session = { pci: "pci-1", expiry: 1_800_000_000, project: { id: "d", name: "Demo" } }
      const endpoint = scripted("get", `${api}/v1/sessions/:address`, { json: { pcis: [session] } })
      expect(yield* run(endpoint, (d) => d.getSmartSessions({ caipNetworkId: local, address }))).toEqual([session])
      expect(endpoint.requests[0]).toMatchObject({ path: `/v1/sessions/${address}`, query: identity })
    })
  )

  itEffect("revoke: POST /v1/sessions/{address}/revoke with pci and signature", () =>
    Effect.gen(function* () {
      const endpoint = scripted("post", `${api}/v1/sessions/:address/revoke`, { json: { success: true } })
      const result = yield* run(endpoint, (d) =>
        d.revokeSmartSession({ caipNetworkId: local, address, pci: "pci-1", signature: "0xsig" })
      )
      expect(result).toBe(true)
      expect(endpoint.requests[0]).toMatchObject({
        path: `/v1/sessions/${address}/revoke`,
        body: { pci: "pci-1", signature: "0xsig" }
      })
    })
  )
})

describe("DataApi: supported networks", () => {
  itEffect("fetches supported-chains once per client", () =>
    Effect.gen(function* () {
      const chains = supportedChains()
      const endpoint = scripted("get", `${api}/v1/account/:address/balance`, { json: { balances: [] } })
      server.use(chains.handler, endpoint.handler)
      yield* DataApi.use((d) =>
        Effect.all(
          [
            d.getBalance({ address, caipNetworkId: local }),
            d.getBalance({ address, caipNetworkId: local }),
            d.getBalance({ address, caipNetworkId: local })
          ],
          { concurrency: "unbounded" }
        )
      ).pipe(dataApi())
      expect(chains.requests).toHaveLength(1)
      expect(chains.requests[0]).toMatchObject({ path: "/v1/supported-chains", query: identity })
      expect(endpoint.requests).toHaveLength(3)
    })
  )

  itEffect("does not keep a failed supported-chains answer", () =>
    Effect.gen(function* () {
      const chains = scripted("get", `${api}/v1/supported-chains`, { status: 400 }, { json: { http: [local], ws: [] } })
      const endpoint = scripted("get", `${api}/v1/convert/gas-price`, {
        json: { standard: "1", fast: "2", instant: "3" }
      })
      server.use(chains.handler, endpoint.handler)
      const [first, second] = yield* DataApi.use((d) =>
        Effect.all([Effect.flip(d.getGasPrice({ caipNetworkId: local })), d.getGasPrice({ caipNetworkId: local })])
      ).pipe(dataApi())
      expect(first).toEqual(
        new ApiStatusError({ api: "blockchain API", method: "GET", path: "/v1/supported-chains", status: 400 })
      )
      expect(second).toEqual({ standard: "1", fast: "2", instant: "3" })
      expect(chains.requests).toHaveLength(2)
    })
  )

  itEffect("an unsupported network gets each endpoint's empty value, without a request", () =>
    Effect.gen(function* () {
      const chains = supportedChains()
      server.use(chains.handler) // any other request is unhandled and fails the test
      const results = yield* DataApi.use((d) =>
        Effect.all({
          balance: d.getBalance({ address, caipNetworkId: elsewhere }),
          history: d.getTransactions({ account: address, caipNetworkId: elsewhere }),
          identity: d.getIdentity({ address, caipNetworkId: elsewhere }),
          tokens: d.getSwapTokens({ caipNetworkId: elsewhere }),
          quotes: d.getSwapQuotes({
            caipNetworkId: elsewhere,
            amount: "1",
            userAddress: address,
            from: "f",
            to: "t",
            gasPrice: "1"
          }),
          allowance: d.getSwapAllowance({ caipNetworkId: elsewhere, tokenAddress: "0x22", userAddress: address }),
          prices: d.getTokenPrices({ caipNetworkId: elsewhere, addresses: ["x"] }),
          profile: d.getNameProfile({ caipNetworkId: elsewhere, name: "a.reown.id" }),
          reverse: d.reverseLookupNames({ caipNetworkId: elsewhere, address }),
          suggestions: d.getNameSuggestions({ caipNetworkId: elsewhere, name: "a" }),
          registered: d.registerName({ caipNetworkId: elsewhere, coinType: 60, address, message: "m", signature: "s" }),
          onrampOptions: d.getOnrampOptions({ caipNetworkId: elsewhere }),
          onrampUrl: d.generateOnrampUrl({ caipNetworkId: elsewhere, destinationWallets: [], partnerUserId: address }),
          sessions: d.getSmartSessions({ caipNetworkId: elsewhere, address }),
          revoked: d.revokeSmartSession({ caipNetworkId: elsewhere, address, pci: "p", signature: "s" }),
          quote: d.getOnrampQuote({ ...quoteParams, caipNetworkId: elsewhere })
        })
      ).pipe(dataApi())
      expect(results).toEqual({
        balance: [],
        history: { data: [], next: null, skipped: 0 },
        identity: { name: null, avatar: null },
        tokens: [],
        quotes: [],
        allowance: "0",
        prices: [],
        profile: Option.none(),
        reverse: [],
        suggestions: [],
        registered: false,
        onrampOptions: { paymentCurrencies: [], purchaseCurrencies: [] },
        onrampUrl: Option.none(),
        sessions: [],
        revoked: false,
        quote: expect.objectContaining({ mock: true })
      })
      expect(chains.requests).toHaveLength(1)
    })
  )

  itEffect("gas price and swap building fail on an unsupported network, without a request", () =>
    Effect.gen(function* () {
      server.use(supportedChains().handler)
      const [gas, approve, swap] = yield* DataApi.use((d) =>
        Effect.all([
          Effect.flip(d.getGasPrice({ caipNetworkId: elsewhere })),
          Effect.flip(
            d.buildApproveTransaction({ caipNetworkId: elsewhere, userAddress: address, from: "f", to: "t" })
          ),
          Effect.flip(
            d.buildSwapTransaction({
              caipNetworkId: elsewhere,
              amount: "1",
              slippage: 1,
              from: "f",
              to: "t",
              userAddress: address
            })
          )
        ])
      ).pipe(dataApi())
      expect(gas).toEqual(new GasPriceNetworkUnsupported({ caipNetworkId: elsewhere }))
      expect(gas.message).toBe("Network not supported for Gas Price")
      expect(approve).toEqual(new SwapsNetworkUnsupported({ caipNetworkId: elsewhere }))
      expect(swap.message).toBe("Network not supported for Swaps")
    })
  )
})

describe("DataApi failures", () => {
  itEffect("without a projectId, the hosted API fails with the clear error and nothing is sent", () =>
    Effect.gen(function* () {
      const error = yield* DataApi.use((d) => Effect.flip(d.getBalance({ address, caipNetworkId: local }))).pipe(
        dataApi({})
      )
      expect(error).toEqual(new ProjectIdRequired({ api: "blockchain API" }))
      expect(error.message).toBe("A projectId is required to use the hosted blockchain API")
    })
  )

  itEffect("a balance answer of the wrong shape is a typed error", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${api}/v1/account/:address/balance`, { json: { balances: { symbol: 1 } } })
      const error = yield* run(endpoint, (d) => Effect.flip(d.getBalance({ address, caipNetworkId: local })))
      expect(error._tag).toBe("ApiInvalidResponse")
      expect(error.message).toBe(`The blockchain API sent an unexpected answer to GET /v1/account/${address}/balance`)
    })
  )

  itEffect("a balance entry of the wrong shape is left out and counted, the others kept", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${api}/v1/account/:address/balance`, {
        json: { balances: [{ symbol: 1 }, balance("ETH", "18")] }
      })
      const result = yield* run(endpoint, (d) => d.getBalance({ address, caipNetworkId: local }))
      expect(result.map((b) => b.symbol)).toEqual(["ETH"])
      expect(result.skipped).toBe(1)
    })
  )

  itEffect("a balance call retried through a 503 succeeds", () =>
    Effect.gen(function* () {
      const endpoint = scripted(
        "get",
        `${api}/v1/account/:address/balance`,
        { status: 503 },
        { json: { balances: [balance("ETH", "18")] } }
      )
      server.use(supportedChains().handler, endpoint.handler)
      const fiber = yield* Effect.forkChild(
        DataApi.use((d) => d.getBalance({ address, caipNetworkId: local })).pipe(dataApi())
      )
      yield* driveUntilDone(fiber)
      expect((yield* Fiber.join(fiber)).map((b) => b.symbol)).toEqual(["ETH"])
      expect(endpoint.requests).toHaveLength(2)
    })
  )
})

describe("DataApi: numbers sent as text are decoded by what they accept", () => {
  const invalid = <A, E extends { readonly _tag: string }>(
    method: "get" | "post",
    path: string,
    json: Record<string, unknown>,
    call: (service: DataApi["Service"]) => Effect.Effect<A, E>
  ) =>
    Effect.gen(function* () {
      const endpoint = scripted(method, `${api}${path}`, { json: json as never })
      const error = yield* run(endpoint, (d) => Effect.flip(call(d)))
      expect(error._tag).toBe("ApiInvalidResponse")
    })

  for (const standard of ["1.5", "1e9", "-1", " 1", "0x10", "", "1".repeat(79), "١٢"]) {
    itEffect(
      `a gas price of ${JSON.stringify(standard.slice(0, 12))} is a typed ApiInvalidResponse, not a BigInt crash later`,
      () =>
        invalid("get", "/v1/convert/gas-price", { standard, fast: "2", instant: "3" }, (d) =>
          d.getGasPrice({ caipNetworkId: local })
        )
    )
  }

  itEffect("allowance, quotes and built transactions carry integer amounts", () =>
    Effect.gen(function* () {
      yield* invalid("get", "/v1/convert/allowance", { allowance: "5.5" }, (d) =>
        d.getSwapAllowance({ caipNetworkId: local, tokenAddress: "0x22", userAddress: address })
      )
      yield* invalid(
        "get",
        "/v1/convert/quotes",
        { quotes: [{ fromAmount: "1e3", fromAccount: "a", toAmount: "9", toAccount: "b" }] },
        (d) =>
          d.getSwapQuotes({
            caipNetworkId: local,
            amount: "10",
            userAddress: address,
            from: "f",
            to: "t",
            gasPrice: "7"
          })
      )
      yield* invalid(
        "get",
        "/v1/convert/build-approve",
        { tx: { from: address, to: address, data: "0x", value: "0", eip155: { gasPrice: "1.5" } } },
        (d) => d.buildApproveTransaction({ caipNetworkId: local, userAddress: address, from: "f", to: "t" })
      )
      yield* invalid(
        "post",
        "/v1/convert/build-transaction",
        { tx: { from: address, to: address, data: "0x12", amount: "-10", eip155: { gas: "90000", gasPrice: "1000" } } },
        (d) =>
          d.buildSwapTransaction({
            caipNetworkId: local,
            amount: "10",
            slippage: 1,
            from: "f",
            to: "t",
            userAddress: address
          })
      )
    })
  )

  itEffect("token prices are finite numbers, swap token decimals whole numbers from 0 to 36", () =>
    Effect.gen(function* () {
      // JSON's 1e999 is Infinity once parsed.
      const endpoint = scripted("post", `${api}/v1/fungible/price`, {
        json: JSON.parse('{"fungibles":[{"name":"E","symbol":"E","iconUrl":"","price":1e999}]}')
      })
      const error = yield* run(endpoint, (d) => Effect.flip(d.getTokenPrices({ caipNetworkId: local, addresses: [] })))
      expect(error._tag).toBe("ApiInvalidResponse")
      for (const decimals of [1.5, -1, 37, 600_000_000]) {
        yield* invalid(
          "get",
          "/v1/convert/tokens",
          { tokens: [{ name: "T", symbol: "T", address: "a", decimals, logoUri: "" }] },
          (d) => d.getSwapTokens({ caipNetworkId: local })
        )
      }
    })
  )
})

describe("DataApi: token decimals are bounded when balances are decoded", () => {
  const solana: CaipNetworkId = "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1"
  const bitcoin: CaipNetworkId = "bip122:000000000019d6689c085ae165831e93"
  const balancesOn = (caipNetworkId: CaipNetworkId, decimals: ReadonlyArray<string>) =>
    Effect.gen(function* () {
      server.use(
        scripted("get", `${api}/v1/supported-chains`, { json: { http: [local, solana, bitcoin], ws: [] } }).handler,
        scripted("get", `${api}/v1/account/:address/balance`, {
          json: {
            balances: decimals.map((places, index) => ({ ...balance(`T${index}`, places), chainId: caipNetworkId }))
          }
        }).handler
      )
      const result = yield* DataApi.use((d) => d.getBalance({ address, caipNetworkId })).pipe(dataApi())
      return { symbols: result.map((b) => b.quantity.decimals), skipped: result.skipped }
    })

  itEffect(
    "eip155: 0 to 36; an entry outside (600000000 threw, 100000 took 20 s to show) is left out and counted",
    () =>
      Effect.gen(function* () {
        expect(yield* balancesOn(local, ["18", "36", "6", "600000000", "100000", "37", "-1", "1.5", "x", ""])).toEqual({
          symbols: ["18", "36", "6"],
          skipped: 7
        })
      })
  )

  itEffect("Solana tokens: 0 to 9", () =>
    Effect.gen(function* () {
      expect(yield* balancesOn(solana, ["9", "6", "10", "18"])).toEqual({ symbols: ["9", "6"], skipped: 2 })
    })
  )

  itEffect("bip122: 8 only", () =>
    Effect.gen(function* () {
      expect(yield* balancesOn(bitcoin, ["8", "6", "18"])).toEqual({ symbols: ["8"], skipped: 2 })
    })
  )

  itEffect("a list without anything left out says so, and still compares as a plain list", () =>
    Effect.gen(function* () {
      const result = yield* balancesOn(local, ["18"])
      expect(result).toEqual({ symbols: ["18"], skipped: 0 })
    })
  )
})

describe("DataApi: invalid values are decoded at the edge; an entry that does not decode is left out and counted", () => {
  /** Serves `body` as it is: JSON text such as `1e999` would not survive a JSON.stringify. */
  const raw = (method: "get" | "post", path: string, body: string) =>
    Effect.gen(function* () {
      server.use(
        supportedChains().handler,
        http[method](`${api}${path}`, () => new HttpResponse(body, { headers: { "content-type": "application/json" } }))
      )
    })

  const transaction = (id: string, metadata: Record<string, unknown> = {}, transfer: Record<string, unknown> = {}) =>
    JSON.stringify({
      id,
      metadata: {
        operationType: "send",
        minedAt: "2026-01-01T00:00:00Z",
        sentFrom: address,
        sentTo: address,
        status: "confirmed",
        ...metadata
      },
      transfers: [{ quantity: { numeric: "1.5" }, ...transfer }]
    })

  itEffect(
    "history: minedAt 'garbage', quantity 'abc', a price of 1e999 and a negative nonce never reach the output",
    () =>
      Effect.gen(function* () {
        const entries = [
          transaction("good"),
          transaction("bad-date", { minedAt: "garbage" }),
          transaction("bad-date-2", { minedAt: "2026-13-45T99:00:00Z" }),
          transaction("bad-quantity", {}, { quantity: { numeric: "abc" } }),
          transaction("bad-value", {}, { value: "PRICE" }),
          transaction("bad-nonce", { nonce: -1 }),
          transaction("bad-price", {}, { price: 0 }).replace('"price":0', '"price":1e999'),
          '"not an object"'
        ]
        yield* raw("get", "/v1/account/:account/history", `{"data":[${entries.join(",")}],"next":null}`)
        const page = yield* DataApi.use((d) => d.getTransactions({ account: address, caipNetworkId: local })).pipe(
          dataApi()
        )
        expect(page.data.map((item) => item.id)).toEqual(["good"])
        expect(page.skipped).toBe(7)
        expect(page.next).toBeNull()
      })
  )

  itEffect("balances: quantity 'abc', a price of 1e999 or a value that is not a number leave the entry out", () =>
    Effect.gen(function* () {
      const entries = [
        JSON.stringify(balance("ETH", "18")),
        JSON.stringify({ ...balance("ABC", "18"), quantity: { decimals: "18", numeric: "abc" } }),
        JSON.stringify(balance("INF", "18")).replace('"price":2', '"price":1e999'),
        JSON.stringify({ ...balance("VAL", "18"), value: "1" }),
        JSON.stringify({ ...balance("NEG", "18"), quantity: { decimals: "18", numeric: "-1" } })
      ]
      yield* raw("get", "/v1/account/:address/balance", `{"balances":[${entries.join(",")}]}`)
      const result = yield* DataApi.use((d) => d.getBalance({ address, caipNetworkId: local })).pipe(dataApi())
      expect(result.map((b) => b.symbol)).toEqual(["ETH"])
      expect(result.skipped).toBe(4)
    })
  )
})

describe("DataApi: the onramp URL is a web page to open, never script (found by the fuzz suite)", () => {
  for (const url of [
    "javascript:alert(document.domain)",
    "data:text/html,<script>alert(1)</script>",
    "http://pay.example/buy",
    "https://",
    "",
    " https://pay.example",
    "https://pay.example/\u0000",
    "file:///etc/passwd"
  ]) {
    itEffect(`refuses ${JSON.stringify(url)} with a typed ApiInvalidResponse`, () =>
      Effect.gen(function* () {
        const endpoint = scripted("post", `${api}/v1/generators/onrampurl`, { json: { url } })
        const error = yield* run(endpoint, (d) =>
          Effect.flip(d.generateOnrampUrl({ caipNetworkId: local, destinationWallets: [], partnerUserId: address }))
        )
        expect(error._tag).toBe("ApiInvalidResponse")
      })
    )
  }

  itEffect("keeps https pages, and http on this machine (the local world)", () =>
    Effect.gen(function* () {
      for (const url of [
        "https://pay.example/buy?x=1",
        "http://127.0.0.1:4000/onramp/buy?s=1",
        "http://localhost:4000/buy"
      ]) {
        const endpoint = scripted("post", `${api}/v1/generators/onrampurl`, { json: { url } })
        expect(
          yield* run(endpoint, (d) =>
            d.generateOnrampUrl({ caipNetworkId: local, destinationWallets: [], partnerUserId: address })
          )
        ).toEqual(Option.some(url))
      }
    })
  )
})
