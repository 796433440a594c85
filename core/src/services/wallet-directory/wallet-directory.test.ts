import { Clock, Deferred, Effect, Fiber, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect } from "vitest"
import { driveUntilDone, scripted, setUpApiServer } from "../../../test/api-server.js"
import { itEffect } from "../../../test/effect-test.js"
import { WALLET_DIRECTORY } from "../../constants.js"
import { ProjectIdRequired } from "../../errors.js"
import { ApiClient } from "../http/api-client.js"
import { ApiConfig, type ApiConfigOptions } from "../http/api-config.js"
import { debounce } from "./debounce.js"
import { ImagePreloader } from "./image-preloader.js"
import { WalletDirectory } from "./wallet-directory.js"

const server = setUpApiServer()
const directory = "http://directory.test"
const identity = { projectId: "p1", st: "gangway", sv: "react-1.7.3" }
const react: ApiConfigOptions = { projectId: "p1", sdkFlavor: "react", baseUrls: { walletDirectory: directory } }

const wallet = (n: number) => ({ id: `w${n}`, name: `Wallet ${n}`, image_id: `img${n}` })
const wallets = (count: number) => Array.from({ length: count }, (_, i) => wallet(i + 1))

const withDirectory = (options: ApiConfigOptions = react, preloader = ImagePreloader.layerNoop) =>
  Effect.provide(
    WalletDirectory.layer.pipe(
      Layer.provide(ApiClient.layer),
      Layer.provide(ApiConfig.layer(options)),
      Layer.provide(preloader)
    )
  )

describe("WalletDirectory.getWallets", () => {
  itEffect("GET /getWallets with page, entries, include, exclude, chains, search, badge_type", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${directory}/getWallets`, { json: { count: 1, data: [wallet(1)] } })
      server.use(endpoint.handler)
      const result = yield* WalletDirectory.use((d) =>
        d.getWallets({
          page: 2,
          entries: 40,
          include: ["a", "b"],
          exclude: ["c"],
          chains: ["eip155:1", "eip155:31337"],
          search: "met",
          badgeType: "certified"
        })
      ).pipe(withDirectory())
      expect(result).toEqual({ count: 1, data: [wallet(1)] })
      expect(endpoint.requests[0]).toMatchObject({
        path: "/getWallets",
        query: {
          ...identity,
          page: "2",
          entries: "40",
          include: "a,b",
          exclude: "c",
          chains: "eip155:1,eip155:31337",
          search: "met",
          badge_type: "certified"
        }
      })
    })
  )

  itEffect("a core build leaves out the 3 wallets the modal presents itself", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${directory}/getWallets`, { json: { count: 0, data: [] } })
      server.use(endpoint.handler)
      yield* WalletDirectory.use((d) => d.getWallets({ exclude: ["c"] })).pipe(
        withDirectory({ ...react, sdkFlavor: "core" })
      )
      expect(endpoint.requests[0]?.query).toEqual({
        projectId: "p1",
        st: "gangway",
        sv: "core-1.7.3",
        page: "1",
        entries: "40",
        exclude: ["c", ...WALLET_DIRECTORY.excludedForCoreSdk].join(",")
      })
    })
  )

  itEffect("an answer of the wrong shape is a typed error", () =>
    Effect.gen(function* () {
      server.use(scripted("get", `${directory}/getWallets`, { json: { data: "nope" } }).handler)
      const error = yield* WalletDirectory.use((d) => Effect.flip(d.getWallets({}))).pipe(withDirectory())
      expect(error._tag).toBe("ApiInvalidResponse")
    })
  )

  itEffect("without a projectId the hosted directory is refused", () =>
    Effect.gen(function* () {
      const error = yield* WalletDirectory.use((d) => Effect.flip(d.getWallets({}))).pipe(withDirectory({}))
      expect(error).toEqual(new ProjectIdRequired({ api: "wallet directory" }))
      expect(error.message).toBe("A projectId is required to use the hosted wallet directory")
    })
  )
})

describe("WalletDirectory lists", () => {
  itEffect("recommended: page 1 of 4", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${directory}/getWallets`, { json: { count: 4, data: wallets(4) } })
      server.use(endpoint.handler)
      yield* WalletDirectory.use((d) => d.getRecommendedWallets({ chains: ["eip155:1"], exclude: ["x"] })).pipe(
        withDirectory()
      )
      expect(endpoint.requests[0]?.query).toEqual({
        ...identity,
        page: "1",
        entries: "4",
        chains: "eip155:1",
        exclude: "x"
      })
    })
  )

  itEffect("featured: the given ids, 4 by default, in the dApp's order; none given, none fetched", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${directory}/getWallets`, { json: { count: 2, data: [wallet(1), wallet(2)] } })
      server.use(endpoint.handler)
      const [featured, none] = yield* WalletDirectory.use((d) =>
        Effect.all([d.getFeaturedWallets({ ids: ["w2", "w1"] }), d.getFeaturedWallets({ ids: [] })])
      ).pipe(withDirectory())
      expect(featured.data.map((w) => w.id)).toEqual(["w2", "w1"])
      expect(none).toEqual({ count: 0, data: [] })
      expect(endpoint.requests).toHaveLength(1)
      expect(endpoint.requests[0]?.query).toEqual({ ...identity, page: "1", entries: "4", include: "w2,w1" })
    })
  )

  itEffect("getAnalyticsConfig: GET /getAnalyticsConfig", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${directory}/getAnalyticsConfig`, { json: { isAnalyticsEnabled: false } })
      server.use(endpoint.handler)
      expect(yield* WalletDirectory.use((d) => d.getAnalyticsConfig).pipe(withDirectory())).toEqual({
        isAnalyticsEnabled: false
      })
      expect(endpoint.requests[0]?.query).toEqual(identity)
    })
  )
})

describe("WalletDirectory search", () => {
  itEffect("asks for 100 entries and delivers no earlier than 300 ms after the call", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${directory}/getWallets`, { json: { count: 1, data: [wallet(1)] } })
      server.use(endpoint.handler)
      const fiber = yield* WalletDirectory.use((d) =>
        d.searchWallets({ search: "wal", chains: ["eip155:1"] }).pipe(Effect.zip(Clock.currentTimeMillis))
      ).pipe(withDirectory(), Effect.forkChild)
      yield* endpoint.arrived(1)
      yield* TestClock.adjust("299 millis")
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* driveUntilDone(fiber, "1 millis")
      const [result, deliveredAt] = yield* Fiber.join(fiber)
      expect(result.data).toEqual([wallet(1)])
      expect(deliveredAt).toBeGreaterThanOrEqual(300)
      expect(endpoint.requests[0]?.query).toEqual({
        ...identity,
        page: "1",
        entries: "100",
        chains: "eip155:1",
        search: "wal"
      })
    })
  )

  itEffect("debounce runs only the last call of a burst, 500 ms after it", () =>
    Effect.gen(function* () {
      const runs: Array<string> = []
      const debounced = yield* debounce((query: string) => Effect.sync(() => runs.push(query)).pipe(Effect.as(query)))
      const first = yield* Effect.forkChild(debounced("w"))
      yield* TestClock.adjust("200 millis")
      const second = yield* Effect.forkChild(debounced("wa"))
      yield* TestClock.adjust("300 millis")
      expect(yield* Fiber.join(first)).toEqual(Option.none())
      yield* TestClock.adjust("199 millis")
      expect(second.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(second)).toEqual(Option.some("wa"))
      expect(runs).toEqual(["wa"])
    })
  )
})

describe("WalletDirectory images", () => {
  itEffect("image URLs carry projectId, st and sv", () =>
    Effect.gen(function* () {
      const urls = yield* WalletDirectory.use((d) =>
        Effect.succeed([
          d.walletImageUrl("a b"),
          d.assetImageUrl("n1"),
          d.currencyImageUrl("USD"),
          d.tokenImageUrl("ETH")
        ])
      ).pipe(withDirectory())
      const query = "projectId=p1&st=gangway&sv=react-1.7.3"
      expect(urls).toEqual([
        `${directory}/getWalletImage/a%20b?${query}`,
        `${directory}/public/getAssetImage/n1?${query}`,
        `${directory}/public/getCurrencyImage/USD?${query}`,
        `${directory}/public/getTokenImage/ETH?${query}`
      ])
    })
  )

  itEffect("a page preloads its first 20 images and waits for them at most 2 s", () =>
    Effect.gen(function* () {
      const preloaded: Array<string> = []
      const allStarted = yield* Deferred.make<void>()
      const hanging = Layer.succeed(ImagePreloader, {
        preload: (url: string) =>
          Effect.suspend(() => {
            preloaded.push(url)
            if (preloaded.length === WALLET_DIRECTORY.preloadedImages) Deferred.doneUnsafe(allStarted, Effect.void)
            return Effect.never
          })
      })
      const endpoint = scripted("get", `${directory}/getWallets`, { json: { count: 50, data: wallets(40) } })
      server.use(endpoint.handler)
      const fiber = yield* WalletDirectory.use((d) => d.getWalletsPage({ page: 1 })).pipe(
        withDirectory(react, hanging),
        Effect.forkChild
      )
      yield* Deferred.await(allStarted)
      yield* TestClock.adjust("1999 millis")
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      expect((yield* Fiber.join(fiber)).data).toHaveLength(40)
      expect(preloaded).toHaveLength(20)
      expect(preloaded[0]).toBe(`${directory}/getWalletImage/img1?projectId=p1&st=gangway&sv=react-1.7.3`)
      expect(endpoint.requests[0]?.query).toMatchObject({ page: "1", entries: "40" })
    })
  )

  itEffect("the default preloader is the no-op where there is no DOM Image", () =>
    Effect.gen(function* () {
      const preloader = yield* ImagePreloader.pipe(Effect.provide(ImagePreloader.layer))
      yield* preloader.preload("http://nowhere.test/x.png")
    })
  )
})
