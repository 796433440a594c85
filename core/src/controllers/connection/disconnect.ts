import { Effect } from "effect"
import type { ChainNamespace } from "../../domain/namespace.js"
import { DisconnectFailed } from "../../errors.js"
import { connectionEnded } from "./connection-ended.js"
import type { ConnectionContext } from "./context.js"
import { rememberSessions } from "./remember.js"

/**
 * Ends the session of `namespace` (all when none is given), SPEC §4: a
 * WalletConnect, auth or multi-chain connector also ends every other namespace
 * connected through it.
 */
export const makeDisconnect = (ctx: ConnectionContext) =>
  Effect.fn("Connection.disconnect")(function* (namespace?: ChainNamespace) {
    const { sessions, store } = ctx
    const chosen = namespace === undefined ? undefined : sessions.entries().find(([ns]) => ns === namespace)?.[1]
    const targets = sessions.entries().filter(([ns, entry]) => {
      if (namespace === undefined || ns === namespace) return true
      if (chosen === undefined) return false
      const kind = chosen.session.connector.type
      return (
        entry.connectorId === chosen.connectorId ||
        ((kind === "WALLET_CONNECT" || kind === "AUTH") && entry.session.connector.type === kind)
      )
    })
    const address = ctx.chains.activeAccount()?.address
    for (const [ns, { session }] of targets) {
      yield* session.disconnect().pipe(
        Effect.catchCause((cause) => Effect.fail(new DisconnectFailed({ details: String(cause), cause: cause }))),
        Effect.tapError((error) =>
          Effect.andThen(
            ctx.analytics.track({ event: "DISCONNECT_ERROR" }, { address }),
            Effect.logWarning(`${error.message} (${ns}): ${error.details ?? ""}`)
          )
        )
      )
      yield* sessions.forget(ns)
    }
    if (targets.length > 0) yield* ctx.analytics.track({ event: "DISCONNECT_SUCCESS" }, { address })
    if (sessions.size() > 0) {
      yield* store.update((state) => ({
        ...state,
        unsupportedChainId: sessions.has("eip155") ? state.unsupportedChainId : undefined
      }))
      return yield* rememberSessions(ctx)
    }
    yield* connectionEnded(ctx)
  })
