/**
 * The decoders at the core's edges, as fuzz targets. Each answer must be a typed failure
 * or a value that satisfies the grammar of what was decoded, never an exception, within
 * the target's time bound. `core/test/fuzz/fuzz.test.ts` runs them a few hundred times
 * in `npm test`; `npm run fuzz` 100,000 times each (see docs/reliability.md).
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { isDeepStrictEqual } from "node:util"
import { isAddress as isSolanaKitAddress } from "@solana/kit"
import { Cause, Effect, Exit, Layer, ManagedRuntime, Option, References, Result, Schema } from "effect"
import fc from "fast-check"
import { walletLink } from "../../src/connectors/walletconnect/wallet-link.js"
import { uriOfStartParam } from "../../src/connectors/walletconnect/telegram-link.js"
import { CACHE_CLOCK_SKEW_MS, CACHE_LIFETIME_MS } from "../../src/constants.js"
import { isAddressOf, isEvmAddress, isSolanaAddress, parseCaipAddress } from "../../src/domain/address.js"
import {
  amountProblemText,
  formatAmount,
  parseAmount,
  truncateDecimal,
  tryFormatAmount
} from "../../src/domain/amount.js"
import { isDecimalText, isIntegerText } from "../../src/domain/api-values.js"
import { CaipNetworkId, isCaipNetworkId } from "../../src/domain/caip-network.js"
import {
  formatBalance,
  formatQuantity,
  formatTokenValue,
  multiplyDecimal,
  roundDecimal
} from "../../src/domain/format.js"
import {
  ConnectEmailPayload,
  ConnectSocialPayload,
  FrameReply,
  FrameUser,
  SyncThemePayload,
  UpdateEmailPayload
} from "../../src/domain/frame.js"
import { fallbackOnrampOptions, OnrampOptions } from "../../src/domain/onramp.js"
import { decodeNetworkList, StorageKeys } from "../../src/domain/storage-keys.js"
import { hasNamespaceDecimals, TokenBalance } from "../../src/domain/token-balance.js"
import { Transaction } from "../../src/domain/transaction.js"
import { DirectoryWallet, GetWalletsResponse } from "../../src/domain/wallet.js"
import { InvalidInput, RpcMethodNotAllowed, WalletLinkRefused } from "../../src/errors.js"
import {
  checkRpcMethod,
  isKnownRpcMethod,
  NOT_SAFE_RPC_METHODS,
  SAFE_RPC_METHODS
} from "../../src/policy/rpc-allowlist.js"
import { ApproveTransaction } from "../../src/services/data-api/build-approve-transaction.js"
import { SwapTransaction } from "../../src/services/data-api/build-swap-transaction.js"
import { DataApi } from "../../src/services/data-api/data-api.js"
import { GasPrice } from "../../src/services/data-api/get-gas-price.js"
import { Identity } from "../../src/services/data-api/get-identity.js"
import { NameSuggestion } from "../../src/services/data-api/get-name-suggestions.js"
import { SmartSession } from "../../src/services/data-api/get-smart-sessions.js"
import { SwapQuote } from "../../src/services/data-api/get-swap-quotes.js"
import { SwapToken } from "../../src/services/data-api/get-swap-tokens.js"
import { FungiblePrice } from "../../src/services/data-api/get-token-prices.js"
import { NameProfile } from "../../src/services/data-api/name-profile.js"
import { ApiClient } from "../../src/services/http/api-client.js"
import { ApiConfig } from "../../src/services/http/api-config.js"
import { memoryBackend, Storage } from "../../src/services/storage/storage.js"
import { readCached, readJson, readRecentWallets } from "../../src/services/storage/stored-values.js"
import * as realShapes from "../data-api-shapes.js"
import { hostileBody, hostileString, hostileText, hostileValue } from "./hostile.js"
import type { FuzzSession, FuzzTarget } from "./runner.js"
import { signInTargets } from "./sign-in.js"
import { chainAnswersEvmTarget } from "./chain-answers-evm.js"
import { chainAnswersBitcoinSolanaTargets } from "./chain-answers-bitcoin-solana.js"
import { walletAnswerTargets } from "./wallet-answers.js"

const EVM = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const SOLANA = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"
const EIP155: CaipNetworkId = "eip155:1"
const SOLANA_NETWORK: CaipNetworkId = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
const BITCOIN: CaipNetworkId = "bip122:000000000019d6689c085ae165831e93"

const fail = (message: string): never => {
  throw new Error(message)
}

const expect = (ok: boolean, message: string | (() => string)) => {
  if (!ok) fail(typeof message === "string" ? message : message())
}

/** At most 200 characters of a value's JSON (deep values included). */
const excerpt = (value: unknown): string => {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 200)
  } catch {
    return String(value).slice(0, 200)
  }
}

const is =
  <S extends Schema.Top>(schema: S) =>
  (value: unknown): boolean =>
    Schema.is(schema as never)(value)

const arrayOf = (check: (item: unknown) => boolean) => (value: unknown) => Array.isArray(value) && value.every(check)

// -- HTTP: the data API and the directory through ApiClient, bodies served by a loopback server --

interface BodyServer {
  readonly url: string
  body: Uint8Array
  readonly close: () => Promise<void>
}

const SUPPORTED_CHAINS = JSON.stringify({ http: [EIP155, SOLANA_NETWORK, BITCOIN], ws: [] })

const startServer = (): Promise<BodyServer> =>
  new Promise((resolve) => {
    const state: { body: Uint8Array } = { body: new Uint8Array() }
    const server: Server = createServer((request, response) => {
      request.resume()
      const body = request.url?.startsWith("/v1/supported-chains")
        ? new TextEncoder().encode(SUPPORTED_CHAINS)
        : state.body
      response.writeHead(200, { "content-type": "application/json" })
      response.end(body)
    })
    server.keepAliveTimeout = 60_000
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        get body() {
          return state.body
        },
        set body(next) {
          state.body = next
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          })
      })
    })
  })

const TYPED_HTTP_FAILURES = new Set(["ApiInvalidResponse", "ApiResponseTooLarge"])

interface Endpoint {
  readonly name: string
  readonly sample: unknown
  readonly call: (clients: {
    readonly data: DataApi["Service"]
    readonly api: ApiClient["Service"]
  }) => Effect.Effect<unknown, { readonly _tag: string }>
  /** The decoded value satisfies the endpoint's grammar. */
  readonly valid: (value: unknown) => boolean
}

// The samples the fuzzer mutates are answers in the real services' shapes (nulls where they write nulls).
const balanceSample = realShapes.balances
const profileSample = realShapes.nameProfile
const walletSample = realShapes.directoryPage.data[0]

const skippedCount = (value: unknown) => {
  const skipped = (value as { readonly skipped?: unknown }).skipped
  return typeof skipped === "number" && Number.isSafeInteger(skipped) && skipped >= 0
}

const ENDPOINTS: ReadonlyArray<Endpoint> = [
  {
    name: "GET /v1/account/{address}/balance",
    sample: balanceSample,
    call: ({ data }) => data.getBalance({ address: EVM, caipNetworkId: EIP155 }),
    valid: (value) =>
      skippedCount(value) &&
      arrayOf(
        (item) =>
          is(TokenBalance)(item) &&
          hasNamespaceDecimals(item as TokenBalance, "eip155") &&
          (item as TokenBalance).quantity.decimals !== "0"
      )(value)
  },
  {
    name: "GET /v1/account/{address}/balance (solana)",
    sample: {
      balances: [
        {
          ...balanceSample.balances[0],
          chainId: SOLANA_NETWORK,
          address: `${SOLANA_NETWORK}:${SOLANA}`,
          quantity: { decimals: "9", numeric: "1" }
        }
      ]
    },
    call: ({ data }) => data.getBalance({ address: SOLANA, caipNetworkId: SOLANA_NETWORK }),
    valid: (value) =>
      skippedCount(value) &&
      arrayOf((item) => is(TokenBalance)(item) && hasNamespaceDecimals(item as TokenBalance, "solana"))(value)
  },
  {
    name: "GET /v1/account/{account}/history",
    sample: { ...realShapes.historyPage, next: "c2" },
    call: ({ data }) => data.getTransactions({ account: EVM, caipNetworkId: EIP155 }),
    valid: (value) => {
      const page = value as { data: unknown; next: unknown }
      return (
        skippedCount(page) &&
        arrayOf(is(Transaction))(page.data) &&
        (page.next === null || typeof page.next === "string")
      )
    }
  },
  {
    name: "GET /v1/identity/{address}",
    sample: realShapes.identity,
    call: ({ data }) => data.getIdentity({ address: EVM, caipNetworkId: EIP155 }),
    valid: is(Identity)
  },
  {
    name: "GET /v1/convert/gas-price",
    sample: { standard: "1000", fast: "2000", instant: "3000" },
    call: ({ data }) => data.getGasPrice({ caipNetworkId: EIP155 }),
    valid: (value) => is(GasPrice)(value) && typeof BigInt((value as GasPrice).standard) === "bigint"
  },
  {
    name: "GET /v1/convert/tokens",
    sample: realShapes.swapTokens,
    call: ({ data }) => data.getSwapTokens({ caipNetworkId: EIP155 }),
    valid: arrayOf(is(SwapToken))
  },
  {
    name: "GET /v1/convert/quotes",
    sample: realShapes.swapQuotes,
    call: ({ data }) =>
      data.getSwapQuotes({ caipNetworkId: EIP155, amount: "10", userAddress: EVM, from: "f", to: "t", gasPrice: "1" }),
    valid: arrayOf(is(SwapQuote))
  },
  {
    name: "GET /v1/convert/allowance",
    sample: { allowance: "500" },
    call: ({ data }) => data.getSwapAllowance({ caipNetworkId: EIP155, tokenAddress: EVM, userAddress: EVM }),
    valid: (value) => typeof value === "string" && isIntegerText(value)
  },
  {
    name: "GET /v1/convert/build-approve",
    sample: realShapes.buildApprove,
    call: ({ data }) => data.buildApproveTransaction({ caipNetworkId: EIP155, userAddress: EVM, from: "f", to: "t" }),
    valid: is(ApproveTransaction)
  },
  {
    name: "POST /v1/convert/build-transaction",
    sample: realShapes.buildTransaction,
    call: ({ data }) =>
      data.buildSwapTransaction({
        caipNetworkId: EIP155,
        amount: "10",
        slippage: 1,
        from: "f",
        to: "t",
        userAddress: EVM
      }),
    valid: is(SwapTransaction)
  },
  {
    name: "POST /v1/fungible/price",
    sample: realShapes.fungiblePrices,
    call: ({ data }) => data.getTokenPrices({ caipNetworkId: EIP155, addresses: [`eip155:1:${EVM}`] }),
    valid: arrayOf(is(FungiblePrice))
  },
  {
    name: "GET /v1/profile/account/{name}",
    sample: profileSample,
    call: ({ data }) => data.getNameProfile({ caipNetworkId: EIP155, name: "alice.reown.id" }),
    valid: (value) => Option.isOption(value) && (Option.isNone(value) || is(NameProfile)(value.value))
  },
  {
    name: "GET /v1/profile/reverse/{address}",
    sample: [profileSample, realShapes.bareNameProfile],
    call: ({ data }) => data.reverseLookupNames({ caipNetworkId: EIP155, address: EVM }),
    valid: arrayOf(is(NameProfile))
  },
  {
    name: "GET /v1/profile/suggestions/{name}",
    sample: { suggestions: [{ name: "alice.reown.id", registered: true }] },
    call: ({ data }) => data.getNameSuggestions({ caipNetworkId: EIP155, name: "alice" }),
    valid: arrayOf(is(NameSuggestion))
  },
  {
    name: "POST /v1/profile/account",
    sample: profileSample,
    call: ({ data }) =>
      data.registerName({ caipNetworkId: EIP155, coinType: 60, address: EVM, message: "m", signature: "s" }),
    valid: (value) => typeof value === "boolean"
  },
  {
    name: "GET /v1/onramp/options",
    sample: fallbackOnrampOptions,
    call: ({ data }) => data.getOnrampOptions({ caipNetworkId: EIP155 }),
    valid: is(OnrampOptions)
  },
  {
    name: "POST /v1/onramp/quote",
    sample: { ...realShapes.onrampQuote, coinbaseFee: { amount: "2.00", currency: "USD" } },
    call: ({ data }) =>
      data.getOnrampQuote({
        caipNetworkId: EIP155,
        purchaseCurrency: "USDC",
        paymentCurrency: "USD",
        amount: "100.00",
        network: "ethereum-mainnet"
      }),
    valid: (value) => {
      const quote = value as Record<string, { amount?: unknown } | string | boolean>
      return ["paymentTotal", "paymentSubtotal", "purchaseAmount", "coinbaseFee", "networkFee"].every((key) => {
        // The provider's fee may be absent (AppKit's OnrampQuote has none).
        if (key === "coinbaseFee" && quote[key] === undefined) return true
        const amount = (quote[key] as { amount?: unknown } | undefined)?.amount
        return typeof amount === "string" && isDecimalText(amount)
      })
    }
  },
  {
    name: "POST /v1/generators/onrampurl",
    sample: { url: "https://pay.example/buy?id=1" },
    call: ({ data }) => data.generateOnrampUrl({ caipNetworkId: EIP155, destinationWallets: [], partnerUserId: EVM }),
    valid: (value) => Option.isOption(value) && (Option.isNone(value) || isSafeHttpsUrl(value.value))
  },
  {
    name: "GET /v1/sessions/{address}",
    sample: realShapes.smartSessions,
    call: ({ data }) => data.getSmartSessions({ caipNetworkId: EIP155, address: EVM }),
    valid: arrayOf(is(SmartSession))
  },
  {
    name: "GET /getWallets (directory)",
    sample: realShapes.directoryPage,
    call: ({ api }) => api.json("walletDirectory", { method: "GET", path: "/getWallets" }, GetWalletsResponse),
    valid: is(GetWalletsResponse)
  }
]

/** A URL a page may open: https (http only on loopback), parsed as it is written. */
const isSafeHttpsUrl = (value: unknown): boolean => {
  if (typeof value !== "string" || !/^https?:\/\/[\x21-\x7e]+$/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === "https:" || ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)
  } catch {
    return false
  }
}

const httpTarget = (endpoint: Endpoint): FuzzTarget<Uint8Array> => ({
  name: `data API ${endpoint.name}`,
  what: "HTTP answer through ApiClient/DataApi from a loopback server",
  input: hostileBody(endpoint.sample),
  boundMs: 5_000,
  start: async (): Promise<FuzzSession<Uint8Array>> => {
    const server = await startServer()
    const config = ApiConfig.layer({
      projectId: "fuzz",
      baseUrls: { dataApi: server.url, walletDirectory: server.url, analytics: server.url }
    })
    const runtime = ManagedRuntime.make(DataApi.layer.pipe(Layer.provideMerge(ApiClient.layer), Layer.provide(config)))
    const clients = await runtime.runPromise(
      Effect.gen(function* () {
        return { data: yield* DataApi, api: yield* ApiClient }
      })
    )
    return {
      check: async (body) => {
        server.body = body
        // The fallbacks log a warning per answer: quiet here, the checks say what matters.
        const exit = await runtime.runPromiseExit(
          endpoint.call(clients).pipe(Effect.provideService(References.MinimumLogLevel, "None"))
        )
        if (Exit.isSuccess(exit)) {
          expect(endpoint.valid(exit.value), () => `decoded a value outside the grammar: ${excerpt(exit.value)}`)
          return
        }
        const failure = exit.cause.reasons.length === 1 ? Cause.findErrorOption(exit.cause) : Option.none()
        if (Option.isNone(failure)) fail(`not a typed failure: ${Cause.pretty(exit.cause).slice(0, 300)}`)
        const tag = Option.getOrThrow(failure)._tag
        expect(TYPED_HTTP_FAILURES.has(tag), `unexpected failure ${tag}`)
      },
      close: async () => {
        await runtime.dispose()
        await server.close()
      }
    }
  }
})

// -- Storage ------------------------------------------------------------------

const CachedIdentity = Schema.Struct({ name: Schema.NullOr(Schema.String), avatar: Schema.NullOr(Schema.String) })

const storageTarget: FuzzTarget<{ readonly text: string; readonly shift: number }> = {
  name: "storage values",
  what: "stored text read back: recent wallets, cache entries (with their timestamps), the deep link, the smart-account network list",
  input: fc.record({
    text: fc.oneof(
      hostileText([walletSample, { id: "b", name: "B" }]),
      hostileText({ "0xabc": { timestamp: 1_700_000_000_000, value: { name: "ada", avatar: null } } }),
      fc.constantFrom(
        '{"0xabc":{"timestamp":1e999,"value":{"name":"x","avatar":null}}}',
        '{"0xabc":{"timestamp":-1e999,"value":{"name":"x","avatar":null}}}'
      ),
      hostileString
    ),
    shift: fc.oneof(
      fc.constant(0),
      fc.integer({ min: -400_000, max: 400_000 }),
      fc.constantFrom(60_000, 60_001, 365 * 86_400_000)
    )
  }),
  boundMs: 1_000,
  start: () => ({
    check: ({ text, shift }) => {
      const now = Date.now()
      // A valid cache entry dated `shift` ms from now, next to the hostile text's own.
      const cacheText = text.replace("1700000000000", String(now + shift))
      const backend = memoryBackend()
      backend.setItem(StorageKeys.recentWallets, text)
      backend.setItem(StorageKeys.identityCache, cacheText)
      backend.setItem(StorageKeys.deepLink, text)
      const read = Effect.all({
        recent: readRecentWallets,
        cached: readCached("identity", "0xabc", CachedIdentity),
        linking: readJson(StorageKeys.deepLink, Schema.Struct({ name: Schema.String, href: Schema.String }))
      }).pipe(Effect.provide(Storage.layerBackend(backend)))
      const { recent, cached, linking } = Effect.runSync(read)
      expect(arrayOf(is(DirectoryWallet))(recent), "recent wallets outside their schema")
      if (Option.isSome(cached)) {
        expect(is(CachedIdentity)(cached.value), "a cached value outside its schema")
        const entry = (JSON.parse(cacheText) as Record<string, { timestamp: number }>)["0xabc"]
        const after = Date.now()
        const timestamp = entry?.timestamp ?? Number.NaN
        expect(
          Number.isFinite(timestamp) &&
            timestamp <= after + CACHE_CLOCK_SKEW_MS &&
            now - timestamp < CACHE_LIFETIME_MS.identity,
          `an entry dated ${timestamp} was read as fresh at ${now}`
        )
      }
      expect(Option.isNone(linking) || typeof linking.value.href === "string", "a deep link outside its schema")
      const networks = decodeNetworkList(text)
      expect(
        networks.every((id) => Number.isSafeInteger(id) && id > 0),
        "a smart-account network that is not a chain number"
      )
    }
  })
}

// -- CAIP ids and addresses ------------------------------------------------------

const NAMESPACES = ["eip155", "solana", "polkadot", "bip122"] as const
const CAIP2 = /^(eip155|solana|polkadot|bip122):[-_a-zA-Z0-9]{1,32}$/
const CAIP10_ACCOUNT = /^[-.%a-zA-Z0-9]{1,128}$/
const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

const caipPiece = fc.oneof(
  hostileString,
  fc.constantFrom(
    "1",
    "31337",
    "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
    EVM,
    SOLANA,
    "1".repeat(44),
    "z".repeat(44),
    "a".repeat(33),
    "a".repeat(129)
  ),
  fc.string({ unit: fc.constantFrom(..."-_.%aZ09:"), maxLength: 40 })
)

const caipTarget: FuzzTarget<string> = {
  name: "CAIP ids and addresses",
  what: "CaipNetworkId, parseCaipAddress, isSolanaAddress (against @solana/kit's isAddress), isEvmAddress, isAddressOf",
  input: fc.oneof(
    hostileString,
    fc.tuple(fc.constantFrom(...NAMESPACES, "cosmos", "EIP155", ""), caipPiece).map(([ns, ref]) => `${ns}:${ref}`),
    fc
      .tuple(fc.constantFrom(...NAMESPACES, "cosmos"), caipPiece, caipPiece)
      .map(([ns, ref, address]) => `${ns}:${ref}:${address}`),
    fc.uint8Array({ minLength: 30, maxLength: 34 }).map((bytes) => `solana:1:${base58(bytes)}`)
  ),
  boundMs: 1_000,
  start: () => {
    const decodeNetwork = Schema.decodeUnknownExit(CaipNetworkId)
    return {
      check: (text) => {
        const network = CAIP2.test(text)
        expect(
          isCaipNetworkId(text) === network,
          `isCaipNetworkId(${JSON.stringify(text)}) disagrees with the CAIP-2 grammar`
        )
        expect(
          Exit.isSuccess(decodeNetwork(text)) === network,
          "CaipNetworkId's decoder disagrees with the CAIP-2 grammar"
        )
        const parts = text.split(":")
        const [ns = "", reference = "", address = ""] = parts
        const oracle =
          parts.length === 3 &&
          (NAMESPACES as ReadonlyArray<string>).includes(ns) &&
          /^[-_a-zA-Z0-9]{1,32}$/.test(reference) &&
          (ns === "eip155"
            ? EVM_ADDRESS.test(address)
            : ns === "solana"
              ? isSolanaKitAddress(address)
              : CAIP10_ACCOUNT.test(address))
        expect(
          (parseCaipAddress(text) !== undefined) === oracle,
          `parseCaipAddress(${JSON.stringify(text).slice(0, 120)}) disagrees with CAIP-10`
        )
        for (const candidate of [text, address]) {
          expect(
            isSolanaAddress(candidate) === isSolanaKitAddress(candidate),
            `isSolanaAddress(${JSON.stringify(candidate)}) disagrees with @solana/kit`
          )
          expect(isEvmAddress(candidate) === EVM_ADDRESS.test(candidate), "isEvmAddress disagrees with the EVM grammar")
          expect(
            isAddressOf("bip122", candidate) === CAIP10_ACCOUNT.test(candidate),
            "isAddressOf(bip122) disagrees with CAIP-10"
          )
        }
      }
    }
  }
}

const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
const base58 = (bytes: Uint8Array): string => {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ""
  while (value > 0n) {
    text = BASE58_ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

// -- Amounts and decimals ---------------------------------------------------------

const amountText = fc.oneof(
  hostileString,
  fc.stringMatching(/^-?[0-9]{0,30}(\.[0-9]{0,40})?$/),
  fc
    .tuple(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom("1", "0", ""))
    .map(([zeros, tail]) => `0.${"0".repeat(zeros)}${tail}`)
)
const decimals = fc.oneof(
  fc.integer({ min: 0, max: 40 }),
  fc.integer({ min: -10, max: 300 }),
  fc.constantFrom(
    600_000_000,
    100_000,
    256,
    255,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -0,
    1.5,
    Number.MAX_SAFE_INTEGER + 2
  )
)
const DECIMAL_OUTPUT = /^-?[0-9]+(\.[0-9]+)?$/

const amountsTarget: FuzzTarget<{
  readonly text: string
  readonly decimals: number
  readonly units: bigint
  readonly places: number
}> = {
  name: "amounts and decimals",
  what: "parseAmount, tryFormatAmount/formatAmount, truncateDecimal, roundDecimal, multiplyDecimal, formatBalance, formatQuantity, formatTokenValue",
  input: fc.record({
    text: amountText,
    decimals,
    units: fc.oneof(fc.bigInt({ min: -(2n ** 256n), max: 2n ** 256n }), fc.constantFrom(0n, 1n, -1n, 10n ** 100n)),
    places: fc.integer({ min: 0, max: 40 })
  }),
  boundMs: 1_000,
  start: () => ({
    check: ({ text, decimals, units, places }) => {
      const parsed = parseAmount(text, decimals)
      if (Result.isSuccess(parsed)) {
        expect(parsed.success >= 0n, "a negative amount parsed")
        const back = tryFormatAmount(parsed.success, decimals)
        expect(
          Result.isSuccess(back) &&
            Result.isSuccess(parseAmount(back.success, decimals)) &&
            parseAmount(back.success, decimals).pipe(Result.getOrUndefined) === parsed.success,
          "format then parse changed the amount"
        )
      } else {
        expect(parsed.failure in amountProblemText, `an untyped parse failure ${String(parsed.failure)}`)
      }
      const formatted = tryFormatAmount(units, decimals)
      if (Result.isSuccess(formatted)) {
        expect(DECIMAL_OUTPUT.test(formatted.success), "formatAmount gave text that is not a decimal")
        expect(formatAmount(units, decimals) === formatted.success, "formatAmount and tryFormatAmount disagree")
      } else {
        expect(formatted.failure === "unsupported decimals", "an untyped format failure")
        try {
          formatAmount(units, decimals)
          fail("formatAmount accepted unsupported decimals")
        } catch (error) {
          expect(error instanceof InvalidInput, `formatAmount threw ${String(error)}`)
        }
      }
      // truncateDecimal works on decimal text (its callers give it formatAmount's); the others read any text.
      const cut = truncateDecimal(text, places)
      expect(
        !DECIMAL_OUTPUT.test(text) || DECIMAL_OUTPUT.test(cut),
        `truncateDecimal gave ${JSON.stringify(cut.slice(0, 80))}`
      )
      const shown = [
        roundDecimal(text, places),
        multiplyDecimal(text, "1.5"),
        formatQuantity(text),
        formatTokenValue(text)
      ]
      for (const value of shown)
        expect(DECIMAL_OUTPUT.test(value), `display gave ${JSON.stringify(value.slice(0, 80))}`)
      expect(
        /^-?[0-9]+(\.[0-9]+)? ETH$/.test(formatBalance(text, "ETH")),
        "formatBalance gave text that is not a balance"
      )
    }
  })
}

// -- Deep links -------------------------------------------------------------------

const DANGEROUS_PROTOCOLS = new Set([
  "javascript:",
  "data:",
  "vbscript:",
  "file:",
  "blob:",
  "about:",
  "http:",
  "filesystem:",
  "intent:",
  "ws:",
  "wss:",
  "ftp:"
])
const link = fc.oneof(
  hostileString,
  fc.constantFrom(
    "harbor://",
    "harbor:",
    "https://link.example",
    "https://link.example/app/",
    "https://t.me/harborbot/app",
    "https://t.me/harborbot",
    "https://t.me/harborbot?startapp=x",
    "metamask://wc",
    "javascript:alert(1)//",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,x",
    "https://a@b.example",
    "http://x.example",
    "//evil.example",
    "\\\\evil.example"
  ),
  fc
    .tuple(fc.constantFrom("https://", "harbor://", "javascript:", "data:", "", "https:"), hostileString)
    .map(([prefix, rest]) => prefix + rest)
)
const optionalLink = fc.oneof(fc.constant(undefined), fc.constant(null), link)

const deepLinkTarget: FuzzTarget<{
  readonly wallet: DirectoryWallet
  readonly uri: string
  readonly mobile: boolean
  readonly telegram: boolean
}> = {
  name: "deep links (walletLink)",
  what: "walletLink with hostile directory links and pairing URIs",
  input: fc.record({
    wallet: fc.record({
      id: fc.constant("w"),
      name: hostileString,
      mobile_link: optionalLink,
      desktop_link: optionalLink,
      webapp_link: optionalLink
    }),
    uri: fc.oneof(fc.constant("wc:abc@2?relay-protocol=irn&symKey=00"), hostileString),
    mobile: fc.boolean(),
    telegram: fc.boolean()
  }),
  boundMs: 1_000,
  start: () => ({
    check: ({ wallet, uri, mobile, telegram }) => {
      const result = walletLink(wallet, uri, { isMobile: mobile, isTelegram: telegram, isSafariIos: false })
      if (Result.isFailure(result)) {
        expect(result.failure instanceof WalletLinkRefused, "a refusal that is not a WalletLinkRefused")
        return
      }
      const built = result.success
      if (built === undefined) return
      const href = built.href
      expect(
        /^[\x21-\x7e]+$/.test(href),
        `an href with characters a browser would rewrite: ${JSON.stringify(href.slice(0, 80))}`
      )
      const miniApp = /^https:\/\/t\.me\/[A-Za-z0-9_]+(?:\/[A-Za-z0-9_]+)?\?startapp=([A-Za-z0-9_-]{0,512})$/.exec(href)
      if (href.startsWith("https://t.me/")) {
        // A Telegram mini app: the URI travels as the start parameter and comes back whole.
        expect(
          miniApp !== null,
          `a t.me href that is not a mini app with a start parameter: ${JSON.stringify(href.slice(0, 80))}`
        )
        expect(uriOfStartParam(miniApp?.[1] ?? "") === uri, "the start parameter does not give the URI back")
        return
      }
      const suffix = `wc?uri=${encodeURIComponent(uri)}`
      expect(href.endsWith(suffix), "the href does not end with the encoded URI")
      const protocol = new URL(href).protocol.toLowerCase()
      expect(!DANGEROUS_PROTOCOLS.has(protocol), `an href with the ${protocol} scheme`)
      expect(
        protocol !== "https:" || /^https:\/\/[A-Za-z0-9.-]+(:[0-9]+)?\//.test(href),
        "a https href without a plain host"
      )
    }
  })
}

// -- RPC allowlist ----------------------------------------------------------------------

const KNOWN = [...SAFE_RPC_METHODS, ...NOT_SAFE_RPC_METHODS]
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  a: "а",
  e: "е",
  o: "о",
  c: "с",
  p: "р",
  s: "ѕ",
  i: "і",
  l: "Ɩ",
  _: "＿"
}
const methodName = fc.oneof(
  fc.constantFrom(...KNOWN),
  fc
    .tuple(
      fc.constantFrom(...KNOWN),
      fc.constantFrom("upper", "lower", "pad", "nul", "zw", "homoglyph", "suffix", "prefix"),
      fc.nat()
    )
    .map(([name, how, at]) => {
      const index = at % name.length
      switch (how) {
        case "upper":
          return name.toUpperCase()
        case "lower":
          return name.slice(0, index) + (name[index] ?? "").toUpperCase() + name.slice(index + 1)
        case "pad":
          return ` ${name}\n`
        case "nul":
          return `${name.slice(0, index)}\u0000${name.slice(index)}`
        case "zw":
          return `${name.slice(0, index)}\u200b${name.slice(index)}`
        case "homoglyph": {
          const char = name[index] ?? ""
          return name.slice(0, index) + (HOMOGLYPHS[char] ?? char) + name.slice(index + 1)
        }
        case "suffix":
          return `${name}_`
        case "prefix":
          return `x${name}`
      }
      return name
    }),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "hasOwnProperty",
    "valueOf",
    "__defineGetter__",
    "eth_sign",
    ""
  ),
  hostileString
)

const rpcTarget: FuzzTarget<string> = {
  name: "RPC allowlist",
  what: "checkRpcMethod and isKnownRpcMethod with case, whitespace, NUL, zero-width, homoglyph and prototype-name variants",
  input: methodName,
  boundMs: 1_000,
  start: () => ({
    check: (method) => {
      const safe = [...SAFE_RPC_METHODS].includes(method)
      const result = checkRpcMethod(method)
      if (Result.isSuccess(result))
        expect(safe && result.success === method, `${JSON.stringify(method)} allowed without being on the safe list`)
      else
        expect(
          !safe && result.failure instanceof RpcMethodNotAllowed && result.failure.method === method,
          `${JSON.stringify(method)} refused wrongly`
        )
      expect(
        isKnownRpcMethod(method) === KNOWN.includes(method),
        `isKnownRpcMethod(${JSON.stringify(method)}) is wrong`
      )
    }
  })
}

// -- Frame schemas -----------------------------------------------------------------------

const FRAME_SCHEMAS: ReadonlyArray<readonly [string, Schema.Top, unknown]> = [
  [
    "FrameUser",
    FrameUser,
    {
      email: null,
      address: EVM,
      chainId: 1,
      accounts: [{ address: EVM, type: "eoa" }],
      userName: "ada",
      smartAccountDeployed: false,
      preferredAccountType: "eoa"
    }
  ],
  ["FrameUser (solana)", FrameUser, { address: SOLANA, chainId: SOLANA_NETWORK }],
  ["FrameReply", FrameReply, { id: "1", type: "ERROR", payload: { message: "nope" } }],
  ["FrameReply (success)", FrameReply, { id: "1", type: "SUCCESS", payload: { any: [1] } }],
  ["ConnectEmailPayload", ConnectEmailPayload, { email: "ada@example.com" }],
  ["UpdateEmailPayload", UpdateEmailPayload, { email: "ada@example.com" }],
  ["ConnectSocialPayload", ConnectSocialPayload, { provider: "github" }],
  ["SyncThemePayload", SyncThemePayload, { themeMode: "dark" }]
]

const namespaceOf = (chainId: unknown) =>
  typeof chainId === "number" || (typeof chainId === "string" && /^[0-9]+$/.test(chainId))
    ? "eip155"
    : String(chainId).split(":")[0]

const frameTarget: FuzzTarget<{ readonly which: number; readonly value: unknown }> = {
  name: "frame schemas",
  what: "every secure-frame message schema, with extra, __proto__ and symbol keys, wrong types and hostile values",
  input: fc.nat(FRAME_SCHEMAS.length - 1).chain((which) =>
    fc.record({
      which: fc.constant(which),
      value: fc.oneof(
        hostileValue(FRAME_SCHEMAS[which]![2]),
        hostileValue(FRAME_SCHEMAS[which]![2]).map((value) =>
          typeof value === "object" && value !== null ? Object.assign(value, { [Symbol("extra")]: 1 }) : value
        )
      )
    })
  ),
  boundMs: 1_000,
  start: () => {
    const decoders = FRAME_SCHEMAS.map(([, schema]) => Schema.decodeUnknownExit(schema as never))
    return {
      check: ({ which, value }) => {
        const exit = decoders[which]!(value)
        if (Exit.isFailure(exit)) {
          expect(
            Option.isSome(Cause.findErrorOption(exit.cause)),
            `not a typed failure: ${Cause.pretty(exit.cause).slice(0, 200)}`
          )
          return
        }
        // Strict: what decoded is what came, nothing stripped (and nothing added).
        expect(isDeepStrictEqual(exit.value, value), `${FRAME_SCHEMAS[which]![0]} stripped or changed the message`)
        const user = exit.value as { address?: unknown; chainId?: unknown }
        if (FRAME_SCHEMAS[which]![1] === FrameUser) {
          const ns = namespaceOf(user.chainId)
          expect(
            typeof user.address === "string" &&
              (NAMESPACES as ReadonlyArray<string>).includes(ns ?? "") &&
              isAddressOf(ns as (typeof NAMESPACES)[number], user.address),
            "a frame user whose address is not of its namespace"
          )
        }
      }
    }
  }
}

/** Every target, the HTTP ones last (they start a server). */
export const fuzzTargets: ReadonlyArray<FuzzTarget<never>> = [
  caipTarget,
  amountsTarget,
  deepLinkTarget,
  rpcTarget,
  frameTarget,
  storageTarget,
  ...ENDPOINTS.map(httpTarget),
  ...signInTargets,
  chainAnswersEvmTarget,
  ...chainAnswersBitcoinSolanaTargets,
  ...walletAnswerTargets
] as unknown as ReadonlyArray<FuzzTarget<never>>
