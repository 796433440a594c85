// Disconnecting a WalletConnect session while the relay is down (SPEC §8 'Failed to disconnect'):
// the wallet cannot be told within 15 s, so the disconnect fails, DISCONNECT_ERROR is tracked and
// the session stays to be ended again. Real relay, killed; time moves on the TestClock.
import { startRelay } from "@gangway/fixtures"
import { Context, Effect, Exit, Fiber, Logger } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect } from "vitest"
import { RELAY_CONNECT_TIMEOUT_MS } from "../../src/constants.js"
import type { AnalyticsEvent } from "../../src/services/analytics/events.js"
import { itEffect } from "../effect-test.js"
import { setUpLocalWorld } from "../local-world.js"
import { connectedOverWalletConnect } from "../walletconnect-effect.js"

const world = setUpLocalWorld()

describe("disconnecting WalletConnect", () => {
  itEffect(
    "with the relay gone: 'Failed to disconnect', DISCONNECT_ERROR with the address, the account still connected",
    () =>
      Effect.gen(function* () {
        const relay = yield* Effect.acquireRelease(
          Effect.promise(() => startRelay()),
          (started) => Effect.promise(() => started.stop().catch(() => undefined))
        )
        const { context, connection, chains, analytics, address, logs, wallet } = yield* connectedOverWalletConnect(
          { chain: world.chain, relay },
          16
        )
        const heard: Array<readonly [AnalyticsEvent["event"], string | undefined]> = []
        const stop = analytics.listen((event, context) => heard.push([event.event, context.address]))
        yield* Effect.addFinalizer(() => Effect.sync(stop))

        // The relay stops; the sockets of both sides see it close (the wallet's tells when).
        const walletSawIt = new Promise<void>((resolve) =>
          wallet.client.core.relayer.once("relayer_disconnect", () => resolve())
        )
        yield* Effect.promise(() => relay.stop())
        yield* Effect.promise(() => walletSawIt)
        for (let turn = 0; turn < 3; turn++)
          yield* Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)))
        // Run as the client's runtime runs it: with the client's loggers.
        const disconnecting = yield* Effect.forkScoped(
          connection
            .disconnect()
            .pipe(Effect.provideService(Logger.CurrentLoggers, Context.get(context, Logger.CurrentLoggers)))
        )
        yield* Effect.yieldNow
        yield* TestClock.adjust(RELAY_CONNECT_TIMEOUT_MS)
        const exit = yield* Fiber.await(disconnecting)
        expect(Exit.isFailure(exit) && exit.cause.toString()).toContain("DisconnectFailed")
        const failure = Exit.isFailure(exit) ? exit.cause.reasons.find((reason) => reason._tag === "Fail") : undefined
        expect(failure !== undefined && failure._tag === "Fail" && (failure.error as Error).message).toBe(
          "Failed to disconnect"
        )
        expect(heard).toEqual([["DISCONNECT_ERROR", address]])
        // The log says what failed; the heartbeat, on this clock too, did not take the outage for a dead wallet.
        expect(logs.entries().map((entry) => [entry.level, entry.message.split(":")[0]])).toEqual([
          ["Warn", "Failed to disconnect (eip155)"]
        ])
        expect(chains.store.get().chains.eip155?.account.status).toBe("connected")
      })
  )
})
