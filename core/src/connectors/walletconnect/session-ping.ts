import { Effect } from "effect"
import { WalletRequestFailed } from "../../errors.js"
import { errorDetails } from "../provider.js"

type SignClient = Awaited<ReturnType<typeof import("@walletconnect/sign-client").SignClient.init>>

/**
 * The wallet answers a session ping (`wc_sessionPing`) through the relay. Without the relay
 * nothing can be said of the wallet (the SDK reconnects, the session may well be alive): no
 * ping while it is down, and one it drops midway counts as answered.
 */
export const pingOf = (signClient: SignClient, topic: string): Effect.Effect<void, WalletRequestFailed> => {
  const relayer = signClient.core.relayer
  if (!relayer.connected) return Effect.void
  const relayDropped = Effect.callback<void>((resume) => {
    const onDrop = () => resume(Effect.void)
    relayer.once("relayer_disconnect", onDrop)
    return Effect.sync(() => void relayer.off("relayer_disconnect", onDrop))
  })
  const answered = Effect.tryPromise({
    try: () => signClient.ping({ topic }),
    catch: (error) => new WalletRequestFailed({ method: "wc_sessionPing", details: errorDetails(error) })
  })
  return Effect.raceFirst(answered, relayDropped)
}
