import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { scripted, setUpApiServer } from "../../../test/api-server.js"
import { itEffect } from "../../../test/effect-test.js"
import { ApiClient } from "../http/api-client.js"
import { ApiConfig } from "../http/api-config.js"
import { curatedFilter, curationOf, DirectoryCuration, type DirectoryCurationShape } from "./curation.js"
import { ImagePreloader } from "./image-preloader.js"
import { WalletDirectory } from "./wallet-directory.js"

const server = setUpApiServer()
const directory = "http://directory.test"

const curated = (curation: DirectoryCurationShape) =>
  Effect.provide(
    WalletDirectory.layer.pipe(
      Layer.provide(ApiClient.layer),
      Layer.provide(ApiConfig.layer({ projectId: "p1", sdkFlavor: "react", baseUrls: { walletDirectory: directory } })),
      Layer.provide(ImagePreloader.layerNoop),
      Layer.provide(Layer.succeed(DirectoryCuration, curation))
    )
  )

describe("the dApp's curation in directory requests (SPEC §7: include, exclude)", () => {
  itEffect("every request carries the dApp's include and exclude lists", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${directory}/getWallets`, { json: { count: 0, data: [] } })
      server.use(endpoint.handler)
      yield* WalletDirectory.use((d) =>
        Effect.all([d.getWalletsPage({ page: 2, exclude: ["seen"] }), d.getRecommendedWallets({})])
      ).pipe(curated(curationOf({ includeWalletIds: ["a", "b"], excludeWalletIds: ["c"] })))
      expect(endpoint.requests.map((request) => [request.query.include, request.query.exclude])).toEqual([
        ["a,b", "seen,c"],
        ["a,b", "c"]
      ])
    })
  )

  itEffect("a request naming wallets keeps only the included ones, and none leaves when none is", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${directory}/getWallets`, { json: { count: 0, data: [] } })
      server.use(endpoint.handler)
      const none = yield* WalletDirectory.use((d) =>
        Effect.all([d.getFeaturedWallets({ ids: ["b", "x"] }), d.getFeaturedWallets({ ids: ["x"] })])
      ).pipe(curated(curationOf({ includeWalletIds: ["a", "b"] })))
      expect(none[1]).toEqual({ count: 0, data: [] })
      expect(endpoint.requests).toHaveLength(1)
      expect(endpoint.requests[0]?.query.include).toBe("b")
    })
  )
})

describe("curatedFilter", () => {
  const curation = curationOf({ includeWalletIds: ["a"], excludeWalletIds: ["c"] })
  it.each([
    [{}, { include: ["a"], exclude: ["c"] }],
    [{ include: ["a", "z"] }, { include: ["a"], exclude: ["c"] }],
    [{ include: ["z"] }, undefined],
    [{ exclude: ["c", "d"] }, { include: ["a"], exclude: ["c", "d"] }]
  ] as const)("%j -> %j", (params, expected) => {
    expect(curatedFilter(params, curation)).toEqual(expected)
  })
})
