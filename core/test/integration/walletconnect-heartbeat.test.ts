// The WalletConnect session's heartbeat (SPEC §9, 5 s): a wallet that answers stays connected,
// one whose side is gone (its socket closed without a word) is shown disconnected. Real relay and
// wallet; time moves on the TestClock only.
import { createTestWallet, createWalletConnectWallet, type WalletConnectWallet } from "@gangway/fixtures"
import { Context, Effect, Fiber, Layer } from "effect"
import { TestClock } from "effect/testing"
import { afterAll, describe, expect } from "vitest"
import { Adapters } from "../../src/adapters/registry.js"
import { WALLETCONNECT_ID } from "../../src/connectors/connector-data.js"
import { HEARTBEAT_MS } from "../../src/constants.js"
import { Chains } from "../../src/controllers/chain.js"
import { Connection } from "../../src/controllers/connection.js"
import { localChain } from "../../src/domain/networks.js"
import { Logs } from "../../src/services/logger/logs.js"
import type { Store } from "../../src/state/store.js"
import { controllersLayer, desktop } from "../controllers.js"
import { itEffect } from "../effect-test.js"
import { useLocalWorld } from "../local-world.js"

const world = useLocalWorld({ relay: true })
const stops: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
})

/** Settles once `store` holds a state `ready` accepts (at once when it already does). */
const until = <S>(store: Pick<Store<S>, "get" | "subscribe">, ready: (state: S) => boolean) =>
  Effect.callback<void>((resume) => {
    const check = () => {
      if (ready(store.get())) {
        off()
        resume(Effect.void)
      }
    }
    const off = store.subscribe(check)
    check()
    return Effect.sync(off)
  })

/** The client's controllers connected over WalletConnect to a fresh wallet. */
const connected = (accountIndex: number) =>
  Effect.gen(function* () {
    const context = yield* Layer.build(
      controllersLayer({ networks: [localChain(world.chain.rpcUrl)], projectId: "gangway-tests", relayUrl: world.relay.url }, desktop)
    )
    const connection = Context.get(context, Connection)
    yield* Context.get(context, Adapters).get("eip155")
    const testWallet = createTestWallet({ rpcUrl: world.chain.rpcUrl, accountIndex })
    const wallet: WalletConnectWallet = yield* Effect.promise(() =>
      createWalletConnectWallet({
        relayUrl: world.relay.url,
        request: (args) => testWallet.request(args),
        accounts: [testWallet.address],
        chains: ["eip155:31337"]
      })
    )
    stops.push(() => wallet.stop())
    const attempt = yield* Effect.forkScoped(connection.connect(WALLETCONNECT_ID))
    yield* until(connection.store, (state) => state.wcUri !== undefined)
    yield* Effect.promise(() => wallet.pair({ uri: connection.store.get().wcUri! }))
    yield* Fiber.join(attempt)
    const chains = Context.get(context, Chains)
    expect(chains.store.get().chains.eip155?.account).toMatchObject({ status: "connected", address: testWallet.address })
    return { connection, chains, wallet, logs: Context.get(context, Logs) }
  })

describe("the WalletConnect heartbeat", () => {
  itEffect("pings the wallet every 5 s; a wallet that answers stays connected", () =>
    Effect.gen(function* () {
      const { chains, connection, wallet } = yield* connected(14)
      const pinged = (count: number) =>
        Effect.promise(
          () =>
            new Promise<void>((resolve) => {
              let seen = 0
              const onPing = () => {
                seen += 1
                if (seen < count) return
                wallet.client.off("session_ping", onPing)
                resolve()
              }
              wallet.client.on("session_ping", onPing)
            })
        )
      const twoPings = yield* Effect.forkScoped(pinged(2))
      yield* TestClock.adjust(HEARTBEAT_MS)
      yield* Effect.yieldNow
      // The wallet answers in order over the one relay socket: once a ping of our own is answered,
      // the heartbeat's (sent before it) is too, and the next beat waits on the clock.
      yield* connection.session("eip155")!.ping!()
      for (let turn = 0; turn < 5; turn++) yield* Effect.yieldNow
      yield* TestClock.adjust(HEARTBEAT_MS)
      yield* Fiber.join(twoPings)
      expect(HEARTBEAT_MS).toBe(5_000)
      expect(chains.store.get().chains.eip155?.account.status).toBe("connected")
    })
  )

  itEffect("a wallet that stops answering is shown disconnected within two beats, and the log says why", () =>
    Effect.gen(function* () {
      const { chains, connection, wallet, logs } = yield* connected(15)
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
