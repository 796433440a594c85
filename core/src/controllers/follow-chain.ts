import { Context, Effect, FiberSet, Layer, Option, type Fiber } from "effect"
import { Adapters } from "../adapters/registry.js"
import { FALLBACK_POLLING_MS } from "../constants.js"
import { formatAmount } from "../domain/amount.js"
import { activeTarget } from "./active-target.js"
import { Balances } from "./balances.js"
import { Chains } from "./chain.js"
import { History } from "./history.js"

/** A page in a background tab: nothing shown there needs to follow the chain. */
const pageHidden = (): boolean =>
  (globalThis as { document?: { visibilityState?: string } }).document?.visibilityState === "hidden"

/**
 * Balances and activity follow the chain while something shows them (SPEC §9: 4 s polling
 * where the RPC cannot push). Every 4 s, on a visible page (the first look of an account reads
 * balances afresh and learns where the chain is): eip155 asks for the newest block
 * and, when it moved, for the native balance and the account's token transfers since; other
 * namespaces read the native balance. A change refreshes the balances (skipping their cache)
 * and the activity shown; otherwise the balances' 30 s cache decides whether the data API is
 * asked. Nothing is requested while nobody watches or the page is hidden.
 */
export class FollowChain extends Context.Service<
  FollowChain,
  {
    /** Starts following (the first watcher starts it); the returned function stops this watcher. */
    readonly watch: () => () => void
  }
>()("gangway/FollowChain") {
  static readonly layer = Layer.effect(
    FollowChain,
    Effect.gen(function* () {
      const chains = yield* Chains
      const balances = yield* Balances
      const history = yield* History
      const adapters = yield* Adapters
      const runFork = yield* FiberSet.makeRuntime<never>()

      // Where the chain was at the last look, per account on its network.
      let seen: { readonly caipAddress: string; readonly through: string | undefined } | undefined

      const nativeChanged = (shown: string | undefined, decimals: number, read: Option.Option<bigint>) =>
        Option.isSome(read) && formatAmount(read.value, decimals) !== shown

      const look = Effect.gen(function* () {
        if (pageHidden()) return
        const target = yield* Effect.option(activeTarget(chains))
        if (Option.isNone(target)) return
        const { network, address, caipAddress } = target.value
        const adapter = yield* Effect.orElseSucceed(adapters.get(network.chainNamespace), () => undefined)
        if (adapter === undefined) return
        const first = seen?.caipAddress !== caipAddress
        const since = first ? undefined : seen?.through
        // The first look of this account reads everything afresh: what is shown may be older
        // than the point the chain is learnt at.
        let moved = first
        if (adapter.accountActivity !== undefined) {
          const activity = yield* Effect.option(adapter.accountActivity(network, address, since))
          if (Option.isNone(activity)) return
          seen = { caipAddress, through: activity.value.through }
          // The same block again: nothing new on chain.
          if (!first && activity.value.through === since) return yield* balances.refresh({ quiet: true })
          moved = moved || activity.value.moved
        } else {
          seen = { caipAddress, through: undefined }
        }
        if (!moved && adapter.nativeBalance !== undefined) {
          const native = yield* Effect.option(adapter.nativeBalance(network, address))
          moved = nativeChanged(chains.activeAccount()?.balance, network.nativeCurrency.decimals, native)
        }
        if (!moved) return yield* balances.refresh({ quiet: true })
        yield* balances.refresh({ quiet: true, force: true })
        yield* history.catchUp()
      }).pipe(Effect.ignore)

      const follow = Effect.forever(Effect.andThen(Effect.sleep(FALLBACK_POLLING_MS), look))

      let watchers = 0
      let fiber: Fiber.Fiber<never> | undefined
      const watch = () => {
        watchers += 1
        if (fiber === undefined) fiber = runFork(follow)
        let stopped = false
        return () => {
          if (stopped) return
          stopped = true
          watchers -= 1
          if (watchers > 0 || fiber === undefined) return
          fiber.interruptUnsafe()
          fiber = undefined
          seen = undefined
        }
      }
      return { watch }
    })
  )
}
