import { Clock, Context, Effect, FiberSet, Layer, Option, Schema } from "effect"
import { Adapters } from "../adapters/registry.js"
import { formatAmount } from "../domain/amount.js"
import { TokenBalance } from "../domain/token-balance.js"
import type { NoActiveCaipAddress, NoActiveCaipNetwork } from "../errors.js"
import { TokenBalanceUnavailable } from "../errors.js"
import { balanceRetryBlockedUntil } from "../policy/cooldown.js"
import { DataApi } from "../services/data-api/data-api.js"
import { readCached, writeCached } from "../services/storage/stored-values.js"
import { Storage } from "../services/storage/storage.js"
import { initialBalancesState, type BalancesState } from "./balances-state.js"
import { makeStore, type Store } from "./store.js"
import { activeTarget, type ActiveTarget } from "./active-target.js"
import { Chains } from "./chain.js"
import { Outcomes } from "./outcomes.js"

export interface RefreshBalancesOptions {
  /** Skip the 30 s caches (the cool-down after a failure still applies). */
  readonly force?: boolean | undefined
  /** A token address whose balance the data API should refresh now (e.g. just sent). */
  readonly forceUpdate?: string | undefined
  /** A refresh the visitor did not ask for (following the chain): no loading state, no toast on failure. */
  readonly quiet?: boolean | undefined
}

const TokenBalances = Schema.Array(TokenBalance)
const NativeBalance = Schema.Struct({ balance: Schema.String, symbol: Schema.String })

/**
 * Balances of the active account (SPEC §4, §9): token balances from the data
 * API, the native balance and its symbol from the chain, both cached 30 s.
 * A failed fetch shows 'Token Balance Unavailable' and blocks retries for 30 s;
 * so does a network the data API does not serve (without the cool-down).
 */
export class Balances extends Context.Service<
  Balances,
  {
    readonly store: Store<BalancesState>
    /** Fetches native and token balances into the account state; the token balances. */
    readonly refresh: (
      options?: RefreshBalancesOptions
    ) => Effect.Effect<ReadonlyArray<TokenBalance>, TokenBalanceUnavailable | NoActiveCaipAddress | NoActiveCaipNetwork>
  }
>()("gangway/Balances") {
  static readonly layer = Layer.effect(
    Balances,
    Effect.gen(function* () {
      const chains = yield* Chains
      const dataApi = yield* DataApi
      const adapters = yield* Adapters
      const outcomes = yield* Outcomes
      const storage = yield* Storage
      const withStorage = Effect.provideService(Storage, storage)
      const store = makeStore<BalancesState>(initialBalancesState)

      // Another account or network: the old balances no longer apply.
      const keyOf = chains.activeAccountKey
      // The native balance follows the account from the chain alone (no data API, no toast),
      // so a connect button shows it at once; token balances wait for `refresh`.
      const runInScope = yield* FiberSet.makeRuntime<never>()
      const followNative = Effect.gen(function* () {
        const target = yield* Effect.option(activeTarget(chains))
        if (Option.isNone(target)) return
        const native = yield* Effect.option(nativeBalance(target.value, false))
        if (Option.isSome(native) && native.value !== undefined && current(target.value)) {
          yield* chains.patchAccount(target.value.network.chainNamespace, {
            balance: native.value.balance,
            balanceSymbol: native.value.symbol
          })
        }
      })
      const stop = chains.store.subscribe(() => {
        const key = keyOf()
        if (key !== store.get().caipAddress) {
          Effect.runSync(store.update((state) => ({ ...state, tokenBalances: [], loading: false, caipAddress: key })))
          // The balance shown belongs to the account on the network shown: another network's is
          // cleared until this one's arrives (and stays cleared when its RPC does not answer).
          const namespace = chains.store.get().activeNamespace
          if (key !== undefined && namespace !== undefined) {
            Effect.runSync(
              chains.patchAccount(namespace, { balance: undefined, balanceSymbol: undefined, tokenBalance: [] })
            )
          }
          if (key !== undefined) runInScope(followNative)
        }
      })
      yield* Effect.addFinalizer(() => Effect.sync(stop))

      const current = (target: ActiveTarget) => keyOf() === target.caipAddress

      const nativeBalance = (target: ActiveTarget, force: boolean) =>
        Effect.gen(function* () {
          const cached = force
            ? Option.none()
            : yield* withStorage(readCached("nativeBalance", target.caipAddress, NativeBalance))
          if (Option.isSome(cached)) return cached.value
          const adapter = yield* adapters.get(target.network.chainNamespace)
          // No balance source for this namespace here: nothing to show, rather than a wrong zero.
          if (adapter.nativeBalance === undefined) return undefined
          const wei = yield* adapter.nativeBalance(target.network, target.address)
          const value = {
            balance: formatAmount(wei, target.network.nativeCurrency.decimals),
            symbol: target.network.nativeCurrency.symbol
          }
          yield* withStorage(writeCached("nativeBalance", target.caipAddress, NativeBalance, value))
          return value
        })

      const tokenBalances = (target: ActiveTarget, options: RefreshBalancesOptions) =>
        Effect.gen(function* () {
          const cached =
            options.force === true || options.forceUpdate !== undefined
              ? Option.none()
              : yield* withStorage(readCached("portfolioBalance", target.caipAddress, TokenBalances))
          if (Option.isSome(cached)) return cached.value
          const supported = yield* dataApi.supportedChains
          if (!supported.http.includes(target.network.caipNetworkId)) {
            // The chain itself may list the balances (bip122: BTC from the UTXOs).
            const adapter = yield* Effect.orElseSucceed(adapters.get(target.network.chainNamespace), () => undefined)
            if (adapter?.chainBalances === undefined) return yield* Effect.fail({ unsupported: true as const })
            const fromChain = yield* adapter.chainBalances(target.network, target.address)
            yield* withStorage(writeCached("portfolioBalance", target.caipAddress, TokenBalances, fromChain))
            return fromChain
          }
          const balances = yield* dataApi.getBalance({
            address: target.address,
            caipNetworkId: target.network.caipNetworkId,
            forceUpdate: options.forceUpdate
          })
          yield* withStorage(writeCached("portfolioBalance", target.caipAddress, TokenBalances, balances))
          return balances
        })

      const refresh = Effect.fn("Balances.refresh")(function* (options: RefreshBalancesOptions = {}) {
        const target = yield* activeTarget(chains)
        if (Option.isSome(yield* balanceRetryBlockedUntil(store.get().lastRetry))) {
          // Cooling down after a failure: no request, the balances stay as they are.
          return store.get().tokenBalances
        }
        yield* store.update((state) => ({
          ...state,
          loading: options.quiet === true ? state.loading : true,
          caipAddress: target.caipAddress
        }))
        const [native, tokens] = yield* Effect.all(
          [Effect.result(nativeBalance(target, options.force === true)), Effect.result(tokenBalances(target, options))],
          { concurrency: 2 }
        )
        if (!current(target)) {
          yield* store.update((state) => ({ ...state, loading: false }))
          return []
        }
        if (native._tag === "Success" && native.success !== undefined) {
          yield* chains.patchAccount(target.network.chainNamespace, {
            balance: native.success.balance,
            balanceSymbol: native.success.symbol
          })
        }
        if (tokens._tag === "Success" && native._tag === "Success") {
          yield* store.update((state) => ({
            ...state,
            loading: false,
            tokenBalances: tokens.success,
            lastRetry: undefined
          }))
          yield* chains.patchAccount(target.network.chainNamespace, { tokenBalance: tokens.success })
          return tokens.success
        }
        const unsupported = tokens._tag === "Failure" && "unsupported" in tokens.failure
        if (unsupported && native._tag === "Success" && native.success === undefined) {
          // Neither the chain nor the data API is a source here: the account has no balances to be unavailable.
          yield* store.update((state) => ({ ...state, loading: false, tokenBalances: [] }))
          return []
        }
        const details = unsupported
          ? `${target.network.caipNetworkId} is not served by the data API`
          : native._tag === "Failure"
            ? native.failure.message
            : tokens._tag === "Failure" && !("unsupported" in tokens.failure)
              ? tokens.failure.message
              : undefined
        const now = yield* Clock.currentTimeMillis
        // Token balances that did load are kept when only the native read failed.
        const loaded = tokens._tag === "Success" ? tokens.success : []
        yield* store.update((state) => ({
          ...state,
          loading: false,
          tokenBalances: loaded,
          lastRetry: unsupported && native._tag === "Success" ? state.lastRetry : now
        }))
        yield* chains.patchAccount(target.network.chainNamespace, { tokenBalance: loaded })
        const error = new TokenBalanceUnavailable(details === undefined ? {} : { details })
        yield* outcomes.report({ _tag: "BalancesUnavailable", error, quiet: options.quiet === true })
        return yield* error
      })

      return { store, refresh }
    })
  )
}
