// The WalletConnect session's heartbeat (SPEC §9, 5 s): a wallet that answers stays connected,
// one whose side is gone (its socket closed without a word) is shown disconnected. Real relay and
// wallet; time moves on the TestClock only.
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect } from "vitest"
import { HEARTBEAT_MS } from "../../src/constants.js"
import { itEffect } from "../effect-test.js"
import { setUpLocalWorld } from "../local-world.js"
import { connectedOverWalletConnect, until } from "../walletconnect-effect.js"

const world = setUpLocalWorld({ relay: true })

describe("the WalletConnect heartbeat", () => {
  itEffect("pings the wallet every 5 s; a wallet that answers stays connected", () =>
    Effect.gen(function* () {
      const { chains, connection, wallet } = yield* connectedOverWalletConnect(world, 14)
      // Every ping the wallet receives, the heartbeat's and the test's own.
      let received = 0
      const waiters: Array<() => void> = []
      const onPing = () => {
        received += 1
        for (const wake of waiters.splice(0)) wake()
      }
      wallet.client.on("session_ping", onPing)
      yield* Effect.addFinalizer(() => Effect.sync(() => void wallet.client.off("session_ping", onPing)))
      const receivedAtLeast = (count: number) =>
        Effect.promise(
          () =>
            new Promise<void>((resolve) => {
              const check = () => (received >= count ? resolve() : waiters.push(check))
              check()
            })
        )

      expect(received).toBe(0)
      yield* TestClock.adjust(HEARTBEAT_MS)
      yield* Effect.yieldNow
      // The wallet answers in order over the one relay socket: once a ping of our own is answered,
      // the heartbeat's (sent before it) has arrived too, and the next beat waits on the clock.
      yield* connection.session("eip155")!.ping!()
      expect(received).toBe(2)
      for (let turn = 0; turn < 5; turn++) yield* Effect.yieldNow
      yield* TestClock.adjust(HEARTBEAT_MS)
      yield* receivedAtLeast(3)
      expect(HEARTBEAT_MS).toBe(5_000)
      expect(chains.store.get().chains.eip155?.account.status).toBe("connected")
    })
  )

  itEffect("a wallet that stops answering is shown disconnected within two beats, and the log says why", () =>
    Effect.gen(function* () {
      const { chains, connection, wallet, logs } = yield* connectedOverWalletConnect(world, 15)
      // The wallet's side goes away without ending the session: its socket is closed.
      yield* Effect.promise(() => wallet.stop())
      expect(chains.store.get().chains.eip155?.account.status).toBe("connected")
      yield* TestClock.adjust(HEARTBEAT_MS)
      yield* Effect.yieldNow
      expect(chains.store.get().chains.eip155?.account.status).toBe("connected")
      yield* TestClock.adjust(HEARTBEAT_MS)
      yield* until(chains.store, (state) => state.chains.eip155?.account.status === "disconnected")
      expect(connection.store.get().activeConnectorIds).toEqual({})
      expect(logs.entries().map((entry) => entry.message)).toContainEqual(expect.stringContaining("stopped answering"))
    })
  )
})
