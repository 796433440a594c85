// Pairing expiry and the Telegram / iOS Safari reuse rule (SPEC §4), on the TestClock,
// with the real WalletConnect SDK and a wallet pairing through the loopback relay.
import { createTestWallet, createWalletConnectWallet } from "@gangway/fixtures"
import { Context, Effect, Fiber, Layer } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect } from "vitest"
import { WALLETCONNECT_ID } from "../../src/connectors/walletconnect/connector.js"
import { PAIRING_VALIDITY_MS } from "../../src/constants.js"
import { Chains } from "../../src/controllers/chain.js"
import { Connection } from "../../src/controllers/connection.js"
import { localChain } from "../../src/domain/networks.js"
import type { PlatformInfo } from "../../src/services/platform/platform.js"
import { controllersLayer, desktop } from "../controllers.js"
import { itEffect } from "../effect-test.js"
import { setUpLocalWorld } from "../local-world.js"

const telegram: PlatformInfo = { isMobile: true, isTelegram: true, isSafariIos: false }
const safariIos: PlatformInfo = { isMobile: true, isTelegram: false, isSafariIos: true }

const world = setUpLocalWorld({ relay: true })

const connection = (platform: PlatformInfo) =>
  Effect.gen(function* () {
    const context = yield* Layer.build(
      controllersLayer(
        { networks: [localChain(world.chain.rpcUrl)], projectId: "gangway-tests", relayUrl: world.relay.url },
        platform
      )
    )
    return { connection: Context.get(context, Connection), chains: Context.get(context, Chains) }
  })

/** Resolves with the first URI shown that differs from `previous`. */
const nextUri = (service: Connection["Service"], previous?: string) =>
  Effect.callback<string>((resume) => {
    const check = () => {
      const uri = service.store.get().wcUri
      if (uri !== undefined && uri !== previous) {
        off()
        resume(Effect.succeed(uri))
      }
    }
    const off = service.store.subscribe(check)
    check()
    return Effect.sync(off)
  })

const pairWallet = (uri: string) =>
  Effect.promise(async () => {
    const testWallet = createTestWallet({ rpcUrl: world.chain.rpcUrl, accountIndex: 20 })
    const wallet = await createWalletConnectWallet({
      relayUrl: world.relay.url,
      request: (args) => testWallet.request(args),
      accounts: [testWallet.address],
      chains: ["eip155:31337"]
    })
    await wallet.pair({ uri })
    return { address: testWallet.address, stop: () => wallet.stop() }
  })

describe("pairing URIs", () => {
  itEffect("expire 4 minutes after creation, counted from the clock", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(1_000_000)
      const { connection: service } = yield* connection(desktop)
      yield* Effect.forkScoped(service.connect(WALLETCONNECT_ID))
      yield* nextUri(service)
      expect(service.store.get().wcPairingExpiry).toBe(1_000_000 + PAIRING_VALIDITY_MS)
      expect(PAIRING_VALIDITY_MS).toBe(240_000)
    })
  )

  for (const [name, platform] of [
    ["Telegram", telegram],
    ["Safari on iOS", safariIos]
  ] as const) {
    itEffect(`on ${name}, a second connect reuses the attempt in flight while more than 10 s remain`, () =>
      Effect.gen(function* () {
        const { connection: service, chains } = yield* connection(platform)
        const first = yield* Effect.forkScoped(service.connect(WALLETCONNECT_ID))
        const uri = yield* nextUri(service)

        yield* TestClock.adjust(PAIRING_VALIDITY_MS - 10_001)
        const second = yield* Effect.forkScoped(service.connect(WALLETCONNECT_ID))
        yield* Effect.yieldNow
        expect(service.store.get().wcUri).toBe(uri)

        // The wallet pairs from the first URI; both calls complete with that one session.
        const wallet = yield* pairWallet(uri)
        yield* Fiber.join(first)
        yield* Fiber.join(second)
        expect(chains.activeAccount()?.address).toBe(wallet.address)
        yield* Effect.promise(wallet.stop)
      })
    )
  }

  itEffect("on Telegram, an attempt with 10 s or less left is replaced by a new URI", () =>
    Effect.gen(function* () {
      const { connection: service } = yield* connection(telegram)
      const first = yield* Effect.forkScoped(service.connect(WALLETCONNECT_ID))
      const uri = yield* nextUri(service)
      yield* TestClock.adjust(PAIRING_VALIDITY_MS - 10_000)
      yield* Effect.forkScoped(service.connect(WALLETCONNECT_ID))
      const replacement = yield* nextUri(service, uri)
      expect(replacement).not.toBe(uri)
      const outcome = yield* Fiber.await(first)
      expect(outcome._tag).toBe("Failure")
    })
  )

  itEffect("elsewhere, every connect starts a new pairing", () =>
    Effect.gen(function* () {
      const { connection: service } = yield* connection(desktop)
      yield* Effect.forkScoped(service.connect(WALLETCONNECT_ID))
      const uri = yield* nextUri(service)
      yield* Effect.forkScoped(service.connect(WALLETCONNECT_ID))
      expect(yield* nextUri(service, uri)).not.toBe(uri)
    })
  )

  itEffect("a URI whose attempt has ended leaves the state: a view never shows a dead code", () =>
    Effect.gen(function* () {
      const { connection: service } = yield* connection(desktop)
      yield* Effect.forkScoped(service.connect(WALLETCONNECT_ID))
      yield* nextUri(service)
      yield* service.cancelConnect()
      expect(service.store.get().wcUri).toBeUndefined()
      expect(service.store.get().wcPairingExpiry).toBeUndefined()
    })
  )
})
