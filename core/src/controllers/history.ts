import { Context, Deferred, Effect, Layer, Semaphore } from "effect"
import { Adapters } from "../adapters/registry.js"
import { PENDING_TRANSACTIONS_MAX } from "../constants.js"
import { groupByMonth, onChain, withoutSpam, type HistoryResponse, type Transaction } from "../domain/transaction.js"
import {
  NoActiveCaipNetwork,
  TransactionsFetchFailed,
  TransactionsRequireAccount,
  type ApiError,
  type ChainError,
  type MissingNetwork
} from "../errors.js"
import { DataApi } from "../services/data-api/data-api.js"
import { initialHistoryState, type HistoryState } from "./history-state.js"
import { makeStore, type Store } from "./store.js"
import { Chains } from "./chain.js"
import { Outcomes } from "./outcomes.js"

const sameHash = (a: Transaction, b: Transaction) =>
  (a.metadata.hash ?? a.id).toLowerCase() === (b.metadata.hash ?? b.id).toLowerCase()

/**
 * The transaction list (SPEC §3, §4, §7): pages of the active account's
 * history on the active chain, grouped by year and month, plus transactions
 * sent from here that are not mined yet.
 */
export class History extends Context.Service<
  History,
  {
    readonly store: Store<HistoryState>
    /** The first page, replacing what was listed. */
    readonly fetch: () => Effect.Effect<
      HistoryState,
      TransactionsRequireAccount | TransactionsFetchFailed | NoActiveCaipNetwork
    >
    /** The next page after the cursor; nothing happens after the last page. */
    readonly loadMore: () => Effect.Effect<
      HistoryState,
      TransactionsRequireAccount | TransactionsFetchFailed | NoActiveCaipNetwork
    >
    /**
     * The first page again, its new transactions put on top of what is listed: no loading
     * state, no toast (following the chain). Only when a list of this account is shown.
     */
    readonly catchUp: () => Effect.Effect<void>
    /** Lists a just-sent transaction until it is mined (the oldest beyond 99 are dropped). */
    readonly addPending: (transaction: Transaction) => Effect.Effect<void>
    /** The transaction with this hash is mined (or gone): it is no longer pending. */
    readonly settle: (hash: string) => Effect.Effect<void>
    readonly reset: () => Effect.Effect<void>
  }
>()("gangway/History") {
  static readonly layer = Layer.effect(
    History,
    Effect.gen(function* () {
      const chains = yield* Chains
      const dataApi = yield* DataApi
      const adapters = yield* Adapters
      const outcomes = yield* Outcomes
      const store = makeStore<HistoryState>(initialHistoryState)
      const lock = yield* Semaphore.make(1)

      const keyOf = chains.activeAccountKey

      /** Recomputes the groups: only this account's pending transactions on this chain are shown. */
      const withGroups = (state: Omit<HistoryState, "groups">): HistoryState => {
        const network = chains.store.get().activeCaipNetwork?.caipNetworkId
        const address = chains.activeAccount()?.address?.toLowerCase()
        const visiblePending = state.pending.filter(
          (item) =>
            item.metadata.chain === network &&
            item.metadata.sentFrom.toLowerCase() === address &&
            !state.transactions.some((mined) => sameHash(mined, item))
        )
        return { ...state, groups: groupByMonth([...visiblePending, ...state.transactions]) }
      }
      const update = (f: (state: HistoryState) => Omit<HistoryState, "groups">) =>
        store.update((state) => withGroups(f(state)))

      const reset = () => update((state) => ({ ...initialHistoryState, pending: state.pending, caipAddress: keyOf() }))

      // Another account or network: the listed transactions no longer apply.
      const stop = chains.store.subscribe(() => {
        if (keyOf() !== store.get().caipAddress) Effect.runSync(reset())
      })
      yield* Effect.addFinalizer(() => Effect.sync(stop))

      const page = (cursor: string | undefined) =>
        Effect.gen(function* () {
          const address = chains.activeAccount()?.address
          if (address === undefined || address === "") return yield* new TransactionsRequireAccount()
          const network = chains.store.get().activeCaipNetwork
          if (network === undefined) return yield* new NoActiveCaipNetwork()
          const key = `${network.caipNetworkId}:${address}`
          yield* update((state) => ({
            ...state,
            status: "loading",
            ...(cursor === undefined ? { transactions: [], next: undefined } : {}),
            caipAddress: key
          }))
          // A namespace whose adapter reads history from the chain (bip122's Esplora) is not asked of the data API.
          const adapter = yield* Effect.orElseSucceed(adapters.get(network.chainNamespace), () => undefined)
          const fromChain = adapter?.history
          const request: Effect.Effect<HistoryResponse, ApiError | ChainError | MissingNetwork> =
            fromChain === undefined
              ? dataApi.getTransactions({ account: address, caipNetworkId: network.caipNetworkId, cursor })
              : fromChain(network, address, cursor)
          const response = yield* request.pipe(
            Effect.catch((error) =>
              Effect.gen(function* () {
                if (keyOf() === key) {
                  yield* update((state) => ({ ...state, status: "failed", transactions: [], next: undefined }))
                }
                const failure = new TransactionsFetchFailed({ details: error.message })
                yield* outcomes.report({ _tag: "HistoryUnavailable", error: failure })
                return yield* failure
              })
            )
          )
          // The account or network changed meanwhile: this page belongs to nobody on screen.
          if (keyOf() !== key) return store.get()
          const fresh = onChain(withoutSpam(response.data), network.caipNetworkId)
          yield* update((state) => {
            const transactions = [
              ...state.transactions,
              ...fresh.filter((item) => !state.transactions.some((old) => sameHash(old, item)))
            ]
            return {
              ...state,
              status: transactions.length === 0 ? "empty" : "filled",
              transactions,
              pending: state.pending.filter((item) => !transactions.some((mined) => sameHash(mined, item))),
              next: response.next ?? undefined
            }
          })
          return store.get()
        })

      // A first page already on its way is shared, not fetched again: a list mounted twice
      // (React's StrictMode, two views) would otherwise empty itself as the second fetch starts.
      type FirstPage = Deferred.Deferred<
        HistoryState,
        TransactionsRequireAccount | TransactionsFetchFailed | NoActiveCaipNetwork
      >
      let firstPage: FirstPage | undefined
      const fetch = Effect.fn("History.fetch")(function* () {
        if (firstPage !== undefined) return yield* Deferred.await(firstPage)
        const shared: FirstPage = Deferred.makeUnsafe()
        firstPage = shared
        return yield* lock
          .withPermits(1)(page(undefined))
          .pipe(
            Effect.onExit((exit) =>
              Effect.andThen(
                Effect.sync(() => {
                  if (firstPage === shared) firstPage = undefined
                }),
                Deferred.done(shared, exit)
              )
            )
          )
      })

      const loadMore = Effect.fn("History.loadMore")(function* () {
        return yield* lock.withPermits(1)(
          Effect.suspend(() => {
            const { next, status } = store.get()
            if (status === "idle") return page(undefined)
            return next === undefined ? Effect.succeed(store.get()) : page(next)
          })
        )
      })

      const catchUp = Effect.fn("History.catchUp")(
        function* () {
          const { status, caipAddress } = store.get()
          const network = chains.store.get().activeCaipNetwork
          const address = chains.activeAccount()?.address
          if (
            (status !== "filled" && status !== "empty") ||
            caipAddress !== keyOf() ||
            network === undefined ||
            address === undefined
          )
            return
          const adapter = yield* Effect.orElseSucceed(adapters.get(network.chainNamespace), () => undefined)
          const request: Effect.Effect<HistoryResponse, ApiError | ChainError | MissingNetwork> =
            adapter?.history === undefined
              ? dataApi.getTransactions({ account: address, caipNetworkId: network.caipNetworkId, cursor: undefined })
              : adapter.history(network, address, undefined)
          const response = yield* Effect.option(request)
          if (response._tag === "None" || keyOf() !== caipAddress) return
          const fresh = onChain(withoutSpam(response.value.data), network.caipNetworkId)
          const isNew = (item: Transaction) => !store.get().transactions.some((old) => sameHash(old, item))
          if (!fresh.some(isNew)) return
          yield* update((state) => {
            const added = fresh.filter((item) => !state.transactions.some((old) => sameHash(old, item)))
            const transactions = [...added, ...state.transactions]
            return {
              ...state,
              status: "filled",
              transactions,
              pending: state.pending.filter((item) => !transactions.some((mined) => sameHash(mined, item))),
              // An empty list had no cursor; the page just read may have one.
              next: state.status === "empty" ? (response.value.next ?? undefined) : state.next
            }
          })
        },
        (effect) => lock.withPermits(1)(effect)
      )

      const addPending = (transaction: Transaction) =>
        update((state) => ({
          ...state,
          pending: [transaction, ...state.pending.filter((item) => !sameHash(item, transaction))].slice(
            0,
            PENDING_TRANSACTIONS_MAX
          )
        }))

      const settle = (hash: string) =>
        update((state) => ({
          ...state,
          pending: state.pending.filter((item) => (item.metadata.hash ?? item.id).toLowerCase() !== hash.toLowerCase())
        }))

      return { store, fetch, loadMore, catchUp, addPending, settle, reset }
    })
  )
}
