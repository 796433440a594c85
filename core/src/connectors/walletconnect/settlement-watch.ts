import { Effect } from "effect"
import { WalletSessionRefused } from "../../errors.js"

interface RelayMessage {
  readonly topic: string
  readonly message: string
}

/** The part of the sign-client the watch reads: the relay's incoming messages and the keys to open them. */
export interface SettlementSource {
  readonly core: {
    readonly relayer: {
      on(event: "relayer_message", listener: (message: RelayMessage) => void): unknown
      off(event: "relayer_message", listener: (message: RelayMessage) => void): unknown
    }
    readonly crypto: { decode(topic: string, encoded: string): Promise<object> }
  }
}

/**
 * Fails with `WalletSessionRefused` when the wallet settles the session with namespaces the SDK
 * refuses (an account of four parts, say): the SDK answers the wallet with an error and then waits
 * for a settlement that will never come, so without this the attempt would hang until the
 * proposal expires. Never succeeds; run it against the approval.
 */
export const refusedSettlement = (signClient: SettlementSource): Effect.Effect<never, WalletSessionRefused> =>
  Effect.callback<never, WalletSessionRefused>((resume) => {
    const relayer = signClient.core.relayer
    let stopped = false
    const onMessage = ({ topic, message }: RelayMessage) => {
      void signClient.core.crypto
        .decode(topic, message)
        .then(async (payload) => {
          if (stopped || (payload as { method?: unknown }).method !== "wc_sessionSettle") return
          const { isValidNamespaces } = await import("@walletconnect/utils")
          const namespaces = ((payload as { params?: unknown }).params as { namespaces?: unknown } | undefined)
            ?.namespaces
          const invalid = isValidNamespaces(namespaces, "the wallet's session settlement")
          if (invalid !== null && !stopped) resume(Effect.fail(new WalletSessionRefused({ reason: invalid.message })))
        })
        // A message of a topic this client has no key for is not for the watch.
        .catch(() => undefined)
    }
    relayer.on("relayer_message", onMessage)
    return Effect.sync(() => {
      stopped = true
      relayer.off("relayer_message", onMessage)
    })
  })
