import { Effect } from "effect"
import { initialConnectionState } from "../../domain/connection-state.js"
import { StorageKeys } from "../../domain/storage-keys.js"
import { removeKey } from "../../services/storage/stored-values.js"
import type { ConnectionContext } from "./context.js"
import { attemptInFlight } from "./store-state.js"

/**
 * No wallet session is left (SPEC §4, Disconnect): the connection is `disconnected` and its
 * pairing, linking and stored connector ids and deep link are gone, whether the dApp ended the
 * last session or the wallet did, and so is a failed connect. The connectors found, the basic-session
 * flag and a connect still waiting for its wallet stay.
 */
export const connectionEnded = (ctx: Pick<ConnectionContext, "store" | "withStorage">) =>
  Effect.gen(function* () {
    yield* ctx.store.update((state) => ({
      ...initialConnectionState,
      wcBasic: state.wcBasic,
      connectors: state.connectors,
      activeConnectorIds: state.activeConnectorIds,
      unsupportedChainId: undefined,
      attempt: attemptInFlight(state.attempt)
    }))
    yield* ctx.withStorage(Effect.all([removeKey(StorageKeys.connectedConnectorIds), removeKey(StorageKeys.deepLink)]))
  })
