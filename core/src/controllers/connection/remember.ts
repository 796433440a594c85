import { Effect, Schema } from "effect"
import { StorageKeys } from "../../domain/storage-keys.js"
import { removeKey, writeJson, writeText } from "../../services/storage/stored-values.js"
import type { ConnectionContext } from "./context.js"

export const ConnectorIds = Schema.Record(Schema.String, Schema.String)

/** Stores each connected namespace's connector and the active namespace, for a silent reconnect on reload. */
export const rememberSessions = (ctx: Pick<ConnectionContext, "sessions" | "chains" | "withStorage">) =>
  Effect.suspend(() => {
    const entries = ctx.sessions.entries()
    if (entries.length === 0) return ctx.withStorage(removeKey(StorageKeys.connectedConnectorIds))
    const ids = Object.fromEntries(entries.map(([namespace, entry]) => [namespace, entry.connectorId]))
    const active = ctx.chains.store.get().activeNamespace
    return ctx.withStorage(
      Effect.all([
        writeJson(StorageKeys.connectedConnectorIds, ConnectorIds, ids),
        ...(active === undefined ? [] : [writeText(StorageKeys.activeNamespace, active)])
      ])
    )
  })
