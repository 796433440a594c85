import { Context, Deferred, Effect, Layer } from "effect"
import type { WalletError, WalletSession } from "../connectors/session.js"
import type { ChainNamespace } from "../domain/namespace.js"
import {
  MalformedRequest,
  NoActiveCaipAddress,
  RequestAborted,
  RpcMethodNotAllowed,
  type InvalidInput
} from "../errors.js"
import { isAbortable, isKnownRpcMethod, isSafeRpcMethod, namespaceOfMethod } from "../policy/rpc-allowlist.js"
import { initialRequestsState, type WalletRequestsState } from "./wallet-requests-state.js"
import { makeStore, type Store } from "./store.js"
import { Adapters } from "../adapters/registry.js"
import { Chains } from "./chain.js"
import { Connection } from "./connection.js"
import { Modal } from "./modal.js"
import { Outcomes } from "./outcomes.js"
import { Router } from "./router.js"
import type { RouterState } from "./router-state.js"

/**
 * Where the user approves a request on another device, the page says so
 * (ApproveTransaction): a WalletConnect wallet, for the methods it is sent
 * (the others are answered by the network's RPC without asking anyone).
 */
const approvedElsewhere = (session: WalletSession, adapters: Adapters["Service"], method: string) =>
  session.connector.type === "WALLET_CONNECT" &&
  adapters.loaded(session.namespace)?.walletConnect.sentToWallet(method) === true

export type WalletRequestError =
  | WalletError
  | RpcMethodNotAllowed
  | NoActiveCaipAddress
  | RequestAborted
  | InvalidInput
  | MalformedRequest

/** The longest method name taken: no wallet's method is near it. */
const MAX_METHOD_LENGTH = 200

/**
 * A dApp's request as EIP-1193 has it (a method name, params an array or an object), read once:
 * params are copied, so a getter that throws, a function or a cycle-breaking value fails here,
 * typed, and what reaches the wallet cannot change afterwards.
 */
export const readRequest = (
  method: unknown,
  params: unknown
): { readonly method: string; readonly params: unknown } | MalformedRequest => {
  if (typeof method !== "string" || method.length === 0 || method.length > MAX_METHOD_LENGTH) {
    return new MalformedRequest({
      reason: `the method must be a name of 1 to ${MAX_METHOD_LENGTH} characters, not ${typeof method === "string" ? `${method.length} characters` : typeof method}`
    })
  }
  if (params !== undefined && (typeof params !== "object" || params === null)) {
    return new MalformedRequest({
      reason: `params must be an array or an object, not ${params === null ? "null" : typeof params}`
    })
  }
  try {
    return { method, params: params === undefined ? undefined : structuredClone(params) }
  } catch (error) {
    return new MalformedRequest({
      reason: `params could not be read: ${error instanceof Error ? error.message.slice(0, 120) : "unreadable"}`
    })
  }
}

/**
 * EIP-1193 requests through the connected wallet (SPEC §4): only methods of the
 * allowlist pass; requests that need approval are listed while they wait, and
 * can be aborted ('Request was aborted'); safe reads cannot.
 *
 * When the approval happens away from the page (a WalletConnect wallet, on a
 * phone), the modal shows ApproveTransaction while the request waits: what is
 * asked, where to approve it, and a way to cancel. It closes (or goes back to
 * the view it was on) once nothing waits for approval any more.
 */
export class WalletRequests extends Context.Service<
  WalletRequests,
  {
    readonly store: Store<WalletRequestsState>
    /** Any input is taken (it is the dApp's): a malformed request fails with `MalformedRequest`. */
    readonly request: (method: unknown, params?: unknown) => Effect.Effect<unknown, WalletRequestError>
    /**
     * A request to the wallet of `namespace`, whatever the active namespace, without the
     * allowlist: for a dApp's provider (`getProvider`), which decides what reaches the wallet.
     * Listed and abortable like `request`.
     */
    readonly send: (
      namespace: ChainNamespace,
      method: string,
      params?: unknown
    ) => Effect.Effect<unknown, WalletRequestError>
    /** Aborts every pending request that may be aborted; returns how many. */
    readonly abortPending: () => Effect.Effect<number>
  }
>()("gangway/WalletRequests") {
  static readonly layer = Layer.effect(
    WalletRequests,
    Effect.gen(function* () {
      const connection = yield* Connection
      const chains = yield* Chains
      const adapters = yield* Adapters
      const modal = yield* Modal
      const router = yield* Router
      const outcomes = yield* Outcomes
      const store = makeStore<WalletRequestsState>(initialRequestsState)
      const aborters = new Map<number, Deferred.Deferred<never, RequestAborted>>()
      let nextId = 1

      const send = Effect.fn("WalletRequests.send")(function* (
        namespace: ChainNamespace | undefined,
        method: string,
        params?: unknown
      ) {
        const session = namespace === undefined ? undefined : connection.session(namespace)
        if (session === undefined) return yield* new NoActiveCaipAddress()
        const adapter = adapters.loaded(session.namespace)
        if (adapter?.checkRequest !== undefined) yield* adapter.checkRequest(method, params)
        const checkAnswer = adapter?.checkAnswer
        const asked = session.request(method, params)
        const call =
          checkAnswer === undefined ? asked : Effect.tap(asked, (answer) => checkAnswer(method, params, answer))
        if (!isAbortable(method)) return yield* call

        const id = nextId++
        const needsApproval = !isSafeRpcMethod(method)
        const aborted = yield* Deferred.make<never, RequestAborted>()
        aborters.set(id, aborted)
        yield* store.update((state) => ({ pending: [...state.pending, { id, method, params, needsApproval }] }))
        if (needsApproval && approvedElsewhere(session, adapters, method)) yield* showApproval
        return yield* Effect.raceFirst(call, Deferred.await(aborted)).pipe(
          Effect.ensuring(
            Effect.suspend(() => {
              aborters.delete(id)
              return store
                .update((state) => ({ pending: state.pending.filter((item) => item.id !== id) }))
                .pipe(Effect.andThen(hideApprovalWhenDone))
            })
          )
        )
      })

      // What ApproveTransaction was shown over: a closed modal (it closes again), or an open one's
      // views (they come back as they were, whatever back would do from there).
      let shownOver: "closed" | RouterState | undefined
      const showApproval = Effect.suspend(() => {
        if (router.store.get().view === "ApproveTransaction") return Effect.void
        if (modal.store.get().open) {
          shownOver = router.store.get()
          return router.push("ApproveTransaction")
        }
        shownOver = "closed"
        return modal.open({ view: "ApproveTransaction" })
      })
      const hideApprovalWhenDone = Effect.suspend(() => {
        const waiting = store.get().pending.some((item) => item.needsApproval)
        if (waiting || router.store.get().view !== "ApproveTransaction" || !modal.store.get().open) return Effect.void
        const over = shownOver
        shownOver = undefined
        if (over === undefined || over === "closed") return Effect.asVoid(modal.close())
        return router.store.set(over)
      })

      const refuse = (method: string) => {
        const refused = new RpcMethodNotAllowed({ method })
        return Effect.andThen(outcomes.report({ _tag: "RequestRefused" }), Effect.fail(refused))
      }
      // A method goes to the wallet of its namespace (solana_* to Solana's…), whichever is active.
      const request = (method: unknown, params?: unknown) =>
        Effect.suspend((): Effect.Effect<unknown, WalletRequestError> => {
          const read = readRequest(method, params)
          if (read instanceof MalformedRequest) return Effect.fail(read)
          if (!isKnownRpcMethod(read.method)) return refuse(read.method)
          return send(namespaceOfMethod(read.method) ?? chains.store.get().activeNamespace, read.method, read.params)
        })

      const abortPending = () =>
        Effect.gen(function* () {
          const waiting = [...aborters.values()]
          for (const aborted of waiting) yield* Deferred.fail(aborted, new RequestAborted())
          return waiting.length
        })

      return { store, request, send, abortPending }
    })
  )
}
