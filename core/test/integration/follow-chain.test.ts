// Balances and activity follow the chain while shown (issue 33, item 4): funds arriving at
// the connected account appear within one 4 s look (SPEC §9's fallback polling), without
// reopening anything and inside the balances' 30 s cache; nothing is read while nobody
// watches or the page is hidden. On the TestClock, against the real chain and data API.
import { createLocalSigner } from "@gangway/fixtures"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { erc20Abi, parseEther, parseUnits } from "viem"
import { afterEach, describe, expect, vi } from "vitest"
import { FALLBACK_POLLING_MS } from "../../src/constants.js"
import { Balances } from "../../src/controllers/balances.js"
import { Chains } from "../../src/controllers/chain.js"
import { FollowChain } from "../../src/controllers/follow-chain.js"
import { History } from "../../src/controllers/history.js"
import { itEffect } from "../effect-test.js"
import { connectedAs as connectedAsIn } from "../connected-as.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })

afterEach(() => {
  vi.unstubAllGlobals()
})

const connectedAs = (accountIndex: number) => connectedAsIn(world, accountIndex)

/** Account `from` pays `to` 1 ETH and 5 GWT, on chain (two blocks). */
const payIn = (from: number, to: number) =>
  Effect.promise(async () => {
    const wallet = createLocalSigner({ rpcUrl: world.chain.rpcUrl, privateKey: world.chain.accounts[from]!.privateKey })
    const receiver = world.chain.accounts[to]!.address
    const transfer = await wallet.walletClient.writeContract({
      address: world.chain.contracts.gwt,
      abi: erc20Abi,
      functionName: "transfer",
      args: [receiver, parseUnits("5", 18)]
    })
    await wallet.publicClient.waitForTransactionReceipt({ hash: transfer })
    await wallet.publicClient.waitForTransactionReceipt({
      hash: await wallet.walletClient.sendTransaction({ to: receiver, value: parseEther("1") })
    })
  })

const gwt = Balances.use((balances) =>
  Effect.succeed(Number(balances.store.get().tokenBalances.find((item) => item.symbol === "GWT")?.quantity.numeric))
)
const eth = Chains.use((chains) => Effect.succeed(Number(chains.activeAccount()?.balance)))
/** Waits (real time, the chain and data API answer on their own) until `read` gives `expected`. */
const settlesTo = <A>(read: Effect.Effect<A, never, Balances | Chains | History>, expected: A) =>
  Effect.flatMap(Effect.context<Balances | Chains | History>(), (context) =>
    Effect.promise(() => expect.poll(() => Effect.runPromise(Effect.provide(read, context))).toBe(expected))
  )

describe("balances follow the chain while watched", () => {
  itEffect("incoming ETH and tokens appear at the next 4 s look, inside the 30 s cache", () =>
    connectedAs(6)(
      Effect.gen(function* () {
        expect(FALLBACK_POLLING_MS).toBe(4_000)
        const balances = yield* Balances
        const history = yield* History
        yield* balances.refresh()
        yield* history.fetch()
        const [gwtBefore, ethBefore, listed] = [yield* gwt, yield* eth, history.store.get().transactions.length]
        const stop = (yield* FollowChain).watch()

        // The first look learns where the chain is and reads the balances afresh (a new state once done).
        const shownBefore = balances.store.get()
        yield* TestClock.adjust(FALLBACK_POLLING_MS)
        yield* Effect.promise(() => expect.poll(() => balances.store.get() !== shownBefore).toBe(true))
        yield* payIn(7, 6)
        yield* TestClock.adjust(FALLBACK_POLLING_MS)
        yield* settlesTo(gwt, gwtBefore + 5)
        yield* settlesTo(eth, ethBefore + 1)
        yield* settlesTo(
          History.use((current) => Effect.succeed(current.store.get().transactions.length)),
          listed + 2
        )
        stop()
      })
    )
  )

  itEffect("nothing is read once the last watcher stops, or while the page is hidden", () =>
    connectedAs(8)(
      Effect.gen(function* () {
        const balances = yield* Balances
        const follow = yield* FollowChain
        yield* balances.refresh()
        const gwtBefore = yield* gwt

        // Two watchers (StrictMode mounts twice): stopping one keeps the follower going.
        const first = follow.watch()
        const second = follow.watch()
        first()
        first()
        yield* TestClock.adjust(FALLBACK_POLLING_MS)
        second()
        yield* payIn(9, 8)
        yield* TestClock.adjust(FALLBACK_POLLING_MS * 3)
        // The follower is gone: nothing looks, and the cache still holds the old balance.
        yield* Effect.promise(() => new Promise((resolve) => setImmediate(resolve)))
        expect(yield* gwt).toBe(gwtBefore)

        vi.stubGlobal("document", { visibilityState: "hidden" })
        const stop = follow.watch()
        yield* TestClock.adjust(FALLBACK_POLLING_MS * 3)
        yield* Effect.promise(() => new Promise((resolve) => setImmediate(resolve)))
        expect(yield* gwt).toBe(gwtBefore)

        vi.stubGlobal("document", { visibilityState: "visible" })
        // Visible again: the first look reads the balances afresh.
        yield* TestClock.adjust(FALLBACK_POLLING_MS)
        yield* settlesTo(gwt, gwtBefore + 5)
        stop()
      })
    )
  )
})
