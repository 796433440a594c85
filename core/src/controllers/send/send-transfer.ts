import { Clock, Effect, Fiber, Option, type Scope } from "effect"
import type { SendingAdapter, TransferInput, TransferQuote } from "../../adapters/adapter.js"
import { SEND_CONFIRMATION_WAIT_MS } from "../../constants.js"
import { NoConnectionClient } from "../../errors.js"
import type { Analytics } from "../../services/analytics/analytics.js"
import { sendingTarget, type ActiveTarget } from "../active-target.js"
import type { Balances } from "../balances.js"
import type { Chains } from "../chain.js"
import type { Connection } from "../connection.js"
import type { History } from "../history.js"
import type { Outcomes } from "../outcomes.js"
import { emptyFields } from "./empty-fields.js"
import type { SendForm } from "./form.js"
import { initialSendStoreState } from "./initial-send-state.js"
import { pendingSendEntry } from "./pending-entry.js"
import type { SendError, SendOptions } from "./types.js"

/**
 * `Send.send`: the transfer checked, signed and sent through the connected wallet, pending in the
 * history, then watched until final (SPEC §4, §8). The wait is bounded; the watch outlives it in `scope`.
 */
export const makeSendTransfer = (deps: {
  readonly form: SendForm
  readonly chains: Chains["Service"]
  readonly connection: Connection["Service"]
  readonly balances: Balances["Service"]
  readonly history: History["Service"]
  readonly outcomes: Outcomes["Service"]
  readonly analytics: Analytics["Service"]
  readonly scope: Scope.Scope
  readonly sendingAdapterOf: (network: ActiveTarget["network"]) => Effect.Effect<SendingAdapter, SendError>
  readonly prepare: (
    target: ActiveTarget,
    adapter: SendingAdapter,
    options: SendOptions
  ) => Effect.Effect<TransferInput, SendError>
  /** The quote the gas check priced, or `undefined` where nothing was checked (smart accounts). */
  readonly checkGas: (
    target: ActiveTarget,
    adapter: SendingAdapter,
    input: TransferInput
  ) => Effect.Effect<TransferQuote | undefined, SendError>
  readonly accountType: (target: ActiveTarget) => string
}) =>
  Effect.fn("Send.send")(function* (options: SendOptions = {}) {
    const { form, chains, connection, balances, history, outcomes, analytics } = deps
    const store = form.store
    yield* form.fill(options)
    const target = yield* sendingTarget(chains)
    const session = connection.session(target.network.chainNamespace)
    if (session === undefined) return yield* new NoConnectionClient()
    const adapter = yield* deps.sendingAdapterOf(target.network)
    yield* store.update((state) => ({ ...state, phase: "preparing", loading: true, failure: undefined }))
    const failedEarly = () => store.update((state) => ({ ...state, phase: "failed" as const, loading: false }))
    const input = yield* deps.prepare(target, adapter, options).pipe(Effect.tapError(failedEarly))
    const checked = yield* deps.checkGas(target, adapter, input).pipe(Effect.tapError(failedEarly))
    const quote: TransferQuote = checked ?? (yield* adapter.transfer.quote(input).pipe(Effect.tapError(failedEarly)))

    const properties = {
      isSmartAccount: deps.accountType(target) === "smartAccount",
      network: target.network.caipNetworkId,
      token: adapter.tokenAddress(input.token) ?? input.token.symbol,
      amount: Number(store.get().sendTokenAmount ?? "0")
    }
    const context = { address: target.address }
    yield* analytics.track({ event: "SEND_INITIATED", properties }, context)
    yield* outcomes.report({ _tag: "SendStarted" })
    yield* store.update((state) => ({ ...state, phase: "signing" }))

    // Only the send whose hash the form shows moves the form (a later send may have started).
    const isCurrent = (hash: string | undefined) => hash === undefined || store.get().hash === hash
    const failed = (error: SendError, hash?: string) =>
      Effect.gen(function* () {
        yield* analytics.track({ event: "SEND_ERROR", properties: { ...properties, message: error.message } }, context)
        const declined = error._tag === "SignatureDeclined" || error._tag === "RequestDeclined"
        yield* outcomes.report({ _tag: "SendFailed", declined })
        // The form is kept: nothing the user typed is lost.
        if (isCurrent(hash))
          yield* store.update((state) => ({
            ...state,
            phase: "failed",
            loading: false,
            failure: declined ? "declined" : "failed"
          }))
      })

    const hash = yield* adapter.transfer.send(session, input, quote).pipe(Effect.tapError((error) => failed(error)))
    yield* outcomes.report({ _tag: "SendSubmitted" })
    yield* history.addPending(pendingSendEntry(input, hash, yield* Clock.currentTimeMillis))
    yield* store.update((state) => ({ ...state, phase: "pending", hash }))

    const confirmed = Effect.gen(function* () {
      yield* analytics.track({ event: "SEND_SUCCESS", properties }, context)
      if (isCurrent(hash))
        yield* store.set({ ...initialSendStoreState, ...store.get(), ...emptyFields, phase: "confirmed", hash })
      // The chain changed: fresh balances (bypassing the caches) and, if listed, history.
      yield* balances.refresh({ force: true, forceUpdate: adapter.tokenAddress(input.token) }).pipe(Effect.ignore)
      if (history.store.get().status !== "idle") yield* history.fetch().pipe(Effect.ignore)
    })
    const watching = yield* adapter.transfer.confirm(target.network, hash).pipe(
      Effect.ensuring(history.settle(hash)),
      Effect.tapError((error) => failed(error, hash)),
      Effect.andThen(confirmed),
      Effect.exit,
      Effect.forkIn(deps.scope)
    )
    // A bounded wait: past it the send is "sent, not yet confirmed", and the watch goes on.
    const settled = yield* Fiber.join(watching).pipe(Effect.timeoutOption(SEND_CONFIRMATION_WAIT_MS))
    if (Option.isSome(settled)) {
      yield* settled.value
      return { hash, status: "success" as const }
    }
    if (isCurrent(hash)) yield* store.update((state) => ({ ...state, ...emptyFields, phase: "unconfirmed" }))
    return { hash, status: "unconfirmed" as const }
  })
