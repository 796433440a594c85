/**
 * Effect tests over WalletConnect on the local world: the client's controllers (built in the
 * test, so they run on its TestClock) connected to a fixture wallet through a real relay.
 */
import { createTestWallet, createWalletConnectWallet, type WalletConnectWallet } from "@gangway/fixtures"
import { Context, Effect, Fiber, Layer, type Scope } from "effect"
import { expect } from "vitest"
import { Adapters } from "../src/adapters/registry.js"
import { WALLETCONNECT_ID } from "../src/connectors/connector-data.js"
import { Chains } from "../src/controllers/chain.js"
import { Connection } from "../src/controllers/connection.js"
import { localChain } from "../src/domain/networks.js"
import { Analytics } from "../src/services/analytics/analytics.js"
import { Logs } from "../src/services/logger/logs.js"
import type { Store } from "../src/controllers/store.js"
import { controllersLayer, desktop } from "./controllers.js"

/** Settles once `store` holds a state `ready` accepts (at once when it already does). */
export const until = <S>(store: Pick<Store<S>, "get" | "subscribe">, ready: (state: S) => boolean) =>
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

interface World {
  readonly chain: { readonly rpcUrl: string }
}

/** The client's controllers connected over `relayUrl` to a fresh wallet; the wallet stops with the scope. */
export const connectedOverWalletConnect = (
  world: World & { readonly relay: { readonly url: string } },
  accountIndex: number,
  overrides: Parameters<typeof controllersLayer>[0] = {}
) =>
  Effect.gen(function* () {
    const relayUrl = world.relay.url
    const context = yield* Layer.build(
      controllersLayer(
        { networks: [localChain(world.chain.rpcUrl)], projectId: "gangway-tests", relayUrl, ...overrides },
        desktop
      )
    )
    const connection = Context.get(context, Connection)
    yield* Context.get(context, Adapters).get("eip155")
    const testWallet = createTestWallet({ rpcUrl: world.chain.rpcUrl, accountIndex })
    const wallet: WalletConnectWallet = yield* Effect.acquireRelease(
      Effect.promise(() =>
        createWalletConnectWallet({
          relayUrl,
          request: (args) => testWallet.request(args),
          accounts: [testWallet.address],
          chains: ["eip155:31337"]
        })
      ),
      (started) => Effect.promise(() => started.stop().catch(() => undefined))
    )
    const attempt = yield* Effect.forkScoped(connection.connect(WALLETCONNECT_ID))
    yield* until(connection.store, (state) => state.wcUri !== undefined)
    yield* Effect.promise(() => wallet.pair({ uri: connection.store.get().wcUri! }))
    yield* Fiber.join(attempt)
    const chains = Context.get(context, Chains)
    expect(chains.store.get().chains.eip155?.account).toMatchObject({
      status: "connected",
      address: testWallet.address
    })
    return {
      context,
      connection,
      chains,
      wallet,
      address: testWallet.address,
      logs: Context.get(context, Logs),
      analytics: Context.get(context, Analytics)
    }
  }) satisfies Effect.Effect<unknown, unknown, Scope.Scope>
