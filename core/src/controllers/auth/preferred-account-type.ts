import { Effect } from "effect"
import type { AuthFrame } from "../../connectors/auth/auth-frame.js"
import type { AccountType, ChainNamespace } from "../../domain/namespace.js"
import type { Analytics } from "../../services/analytics/analytics.js"
import type { Storage } from "../../services/storage/storage.js"
import type { Chains } from "../chain.js"
import type { Connection } from "../connection.js"
import { writePreferredAccountType } from "../connection/account-types.js"
import type { Modal } from "../modal.js"

/**
 * Switches the embedded wallet between its EOA and its smart account (SPEC §4 Preferred
 * account type): loading set, the frame told, the choice stored, the auth connector
 * reconnected (its sessions now carry the other address), SET_PREFERRED_ACCOUNT_TYPE tracked.
 */
export const makeSetPreferredAccountType =
  <E>(deps: {
    readonly frame: Effect.Effect<AuthFrame, E>
    readonly report: <A, F extends E | { readonly _tag: string; readonly message: string }>(
      effect: Effect.Effect<A, F>
    ) => Effect.Effect<A, F>
    readonly modal: Modal["Service"]
    readonly chains: Chains["Service"]
    readonly connection: Connection["Service"]
    readonly analytics: Analytics["Service"]
    readonly withStorage: <A, F>(effect: Effect.Effect<A, F, Storage>) => Effect.Effect<A, F>
  }) =>
  (type: AccountType, namespace?: ChainNamespace) =>
    deps.report(
      Effect.gen(function* () {
        const target = namespace ?? deps.chains.store.get().activeNamespace
        if (target === undefined) return
        yield* deps.modal.store.update((state) => ({ ...state, loading: true }))
        const frame = yield* deps.frame
        yield* frame.transport.request("SET_PREFERRED_ACCOUNT", { type })
        yield* deps.withStorage(writePreferredAccountType(target, type))
        yield* deps.connection.reconnect()
        const network = deps.chains.store.get().activeCaipNetwork?.caipNetworkId ?? target
        yield* deps.analytics.track({ event: "SET_PREFERRED_ACCOUNT_TYPE", properties: { accountType: type, network } })
      }).pipe(Effect.ensuring(deps.modal.store.update((state) => ({ ...state, loading: false }))))
    )
