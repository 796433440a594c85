import { Context, Effect, Layer, Semaphore } from "effect"
import { Adapters } from "../adapters/registry.js"
import { NFT_HISTORY_PAGES_MAX } from "../constants.js"
import type { CaipNetworkId } from "../domain/caip-network.js"
import { nftCandidates, type NftItem } from "../domain/nft.js"
import type { Transaction } from "../domain/transaction.js"
import { NftsFetchFailed, NoActiveCaipAddress, NoActiveCaipNetwork } from "../errors.js"
import { DataApi } from "../services/data-api/data-api.js"
import { initialNftsState, type NftsState } from "./nfts-state.js"
import { makeStore, type Store } from "./store.js"
import { Chains } from "./chain.js"

/**
 * The NFTs tab's list. The data API's history names every NFT that moved to or
 * from the account (spam left out); the chain says which of them the account
 * still holds. Read on demand (`refresh`), like the token balances.
 */
export class Nfts extends Context.Service<
  Nfts,
  {
    readonly store: Store<NftsState>
    readonly refresh: () => Effect.Effect<NftsState, NftsFetchFailed | NoActiveCaipAddress | NoActiveCaipNetwork>
  }
>()("gangway/Nfts") {
  static readonly layer = Layer.effect(
    Nfts,
    Effect.gen(function* () {
      const chains = yield* Chains
      const dataApi = yield* DataApi
      const adapters = yield* Adapters
      const store = makeStore<NftsState>(initialNftsState)
      const lock = yield* Semaphore.make(1)

      const keyOf = chains.activeAccountKey
      // Another account or network: the list no longer applies.
      const stop = chains.store.subscribe(() => {
        if (keyOf() !== store.get().caipAddress)
          Effect.runSync(store.set({ ...initialNftsState, caipAddress: keyOf() }))
      })
      yield* Effect.addFinalizer(() => Effect.sync(stop))

      const history = (account: string, caipNetworkId: CaipNetworkId) =>
        Effect.gen(function* () {
          const transactions: Array<Transaction> = []
          let cursor: string | undefined
          for (let page = 0; page < NFT_HISTORY_PAGES_MAX; page++) {
            const response = yield* dataApi.getTransactions({ account, caipNetworkId, cursor })
            transactions.push(...response.data)
            cursor = response.next ?? undefined
            if (cursor === undefined) break
          }
          return transactions
        })

      const refresh = Effect.fn("Nfts.refresh")(function* () {
        return yield* lock.withPermits(1)(
          Effect.gen(function* () {
            const address = chains.activeAccount()?.address
            if (address === undefined || address === "") return yield* new NoActiveCaipAddress()
            const network = chains.store.get().activeCaipNetwork
            if (network === undefined) return yield* new NoActiveCaipNetwork()
            const key = `${network.caipNetworkId}:${address}`
            yield* store.update((state) => ({ ...state, status: "loading", caipAddress: key }))

            const found = yield* history(address, network.caipNetworkId).pipe(
              Effect.map((transactions) => nftCandidates(transactions, network.caipNetworkId)),
              Effect.flatMap((candidates) =>
                Effect.flatMap(adapters.get(network.chainNamespace), (adapter) =>
                  candidates.length === 0 || adapter.heldNfts === undefined
                    ? Effect.succeed<ReadonlyArray<NftItem>>([])
                    : adapter.heldNfts(network, address, candidates)
                )
              ),
              Effect.catch((error) =>
                Effect.gen(function* () {
                  if (keyOf() === key) yield* store.update((state) => ({ ...state, status: "failed", items: [] }))
                  return yield* new NftsFetchFailed({ details: error.message })
                })
              )
            )
            // The account or network changed meanwhile: this list belongs to nobody on screen.
            if (keyOf() !== key) return store.get()
            yield* store.set({ status: found.length === 0 ? "empty" : "filled", items: found, caipAddress: key })
            return store.get()
          })
        )
      })

      return { store, refresh }
    })
  )
}
