import { Effect, Option } from "effect"
import type { ChainAdapter } from "../../adapters/adapter.js"
import { multiplyDecimal } from "../../domain/format.js"
import { isNetworkNativeToken } from "../../domain/send-token.js"
import type { TokenBalance } from "../../domain/token-balance.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { InvalidInput, ApiError, MissingAdapter, NoActiveCaipNetwork } from "../../errors.js"
import { invalidReceiver } from "../../errors/invalid-receiver.js"
import { initialSendStoreState } from "./initial-send-state.js"
import { makeStore, type Store } from "../store.js"
import type { Balances } from "../balances.js"
import type { BalancesState } from "../balances-state.js"
import type { Chains } from "../chain.js"
import type { Profile } from "../identity.js"
import type { SendFields, SendOptions, SendStoreState } from "./types.js"

export const nativeEntry = (balances: ReadonlyArray<TokenBalance>, network: CaipNetwork | undefined) =>
  balances.find((balance) => isNetworkNativeToken(balance, network))

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === "" ? undefined : value.trim()

export interface SendForm {
  readonly store: Store<SendStoreState>
  readonly reset: () => Effect.Effect<void>
  readonly setField: <K extends keyof SendFields>(
    field: K,
    value: SendFields[K]
  ) => Effect.Effect<void, InvalidInput | ApiError | NoActiveCaipNetwork | MissingAdapter>
  readonly fill: (
    options: SendOptions
  ) => Effect.Effect<void, InvalidInput | ApiError | NoActiveCaipNetwork | MissingAdapter>
  /** Stops following balances and the active account. */
  readonly stop: () => void
}

/**
 * The send form: its fields, the balances it offers (following the balances
 * controller), and its reset when the network or account changes (SPEC §4).
 */
export const makeSendForm = (deps: {
  readonly chains: Chains["Service"]
  readonly balances: Balances["Service"]
  readonly identity: Profile["Service"]
  readonly activeNetwork: Effect.Effect<CaipNetwork, NoActiveCaipNetwork>
  readonly adapterOf: (network: CaipNetwork) => Effect.Effect<ChainAdapter, MissingAdapter>
}): SendForm => {
  const { chains, balances, identity } = deps
  const store = makeStore<SendStoreState>(initialSendStoreState)
  const fromBalances = (state: BalancesState) => {
    const native = nativeEntry(state.tokenBalances, chains.store.get().activeCaipNetwork)
    return {
      tokenBalances: state.tokenBalances,
      lastRetry: state.lastRetry,
      networkBalanceInUSD: native === undefined ? undefined : multiplyDecimal(native.quantity.numeric, native.price)
    }
  }
  const reset = () => store.set({ ...initialSendStoreState, ...fromBalances(balances.store.get()) })

  const stopBalances = balances.store.subscribe((state) =>
    Effect.runSync(store.update((form) => ({ ...form, ...fromBalances(state) })))
  )
  const keyOf = () => {
    const { activeCaipNetwork } = chains.store.get()
    const account = chains.activeAccount()
    return `${activeCaipNetwork?.caipNetworkId}|${account?.status === "connected" ? account.address : ""}`
  }
  let lastKey = keyOf()
  const stopChains = chains.store.subscribe(() => {
    const key = keyOf()
    if (key === lastKey) return
    lastKey = key
    Effect.runSync(reset())
  })

  const setReceiver = (input: string | undefined) =>
    Effect.gen(function* () {
      const value = blankToUndefined(input)
      const clearProfile = { receiverProfileName: undefined, receiverProfileImageUrl: undefined }
      const network = yield* deps.activeNetwork
      const adapter = yield* deps.adapterOf(network)
      if (value === undefined || adapter.isAddress(value, network)) {
        return yield* store.update((state) => ({ ...state, receiverAddress: value, ...clearProfile }))
      }
      const problem = adapter.addressProblem?.(value, network)
      if (problem !== undefined) {
        yield* store.update((state) => ({ ...state, receiverAddress: undefined, ...clearProfile }))
        return yield* invalidReceiver(problem)
      }
      // Whatever the lookup gives, the receiver typed before no longer applies.
      yield* store.update((state) => ({ ...state, receiverAddress: undefined, ...clearProfile }))
      const resolved = network.chainNamespace === "eip155" ? yield* identity.resolveName(network, value) : Option.none()
      if (Option.isNone(resolved)) {
        return yield* invalidReceiver(
          network.chainNamespace === "eip155"
            ? { kind: "unknownName", value }
            : { kind: "notAnAddress", value, namespace: network.chainNamespace }
        )
      }
      yield* store.update((state) => ({
        ...state,
        receiverAddress: resolved.value.address,
        receiverProfileName: resolved.value.name,
        receiverProfileImageUrl: resolved.value.avatar ?? undefined
      }))
    })

  const setField = <K extends keyof SendFields>(field: K, value: SendFields[K]) => {
    if (field === "receiverAddress") return setReceiver(value as SendFields["receiverAddress"])
    if (field === "token") return store.update((state) => ({ ...state, token: value as SendFields["token"] }))
    return store.update((state) => ({
      ...state,
      sendTokenAmount: blankToUndefined(value as SendFields["sendTokenAmount"])
    }))
  }

  const fill = (options: SendOptions) =>
    Effect.gen(function* () {
      if (options.token !== undefined) yield* setField("token", options.token)
      if (options.amount !== undefined) yield* setField("sendTokenAmount", options.amount)
      if (options.receiver !== undefined) yield* setField("receiverAddress", options.receiver)
    })

  return {
    store,
    reset,
    setField,
    fill,
    stop: () => {
      stopBalances()
      stopChains()
    }
  }
}
