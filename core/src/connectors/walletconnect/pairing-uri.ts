import { Effect } from "effect"
import type { ConnectOptions } from "../session.js"
import type { SignClient } from "./sign-client.js"

/**
 * Shows the pairing URI as soon as the pairing exists and the relay has answered. `connect()`
 * returns the URI only after publishing the proposal, which first waits for the Verify frame's
 * attestation (about 5 s where that frame cannot load, as on the local world); the wallet can
 * scan the code meanwhile, since the relay keeps the proposal for it.
 */
export const showPairingUriEarly = async (signClient: SignClient, onDisplayUri: ConnectOptions["onDisplayUri"]) => {
  const { formatUri } = await import("@walletconnect/utils")
  let uri: string | undefined
  let relayAnswered = false
  let shown = false
  const show = () => {
    if (shown || uri === undefined || !relayAnswered) return
    shown = true
    void onDisplayUri?.(uri)
  }
  const onCreate = (pairing: {
    topic: string
    expiry: number
    relay: { protocol: string; data?: string }
    methods?: Array<string>
  }) => {
    uri = formatUri({
      protocol: signClient.core.protocol,
      version: signClient.core.version,
      topic: pairing.topic,
      symKey: signClient.core.crypto.keychain.get(pairing.topic),
      relay: pairing.relay,
      expiryTimestamp: pairing.expiry,
      ...(pairing.methods === undefined ? {} : { methods: pairing.methods })
    })
    show()
  }
  signClient.core.pairing.events.once("pairing_create", onCreate)
  return {
    relayAnswered: () => {
      relayAnswered = true
      show()
    },
    shown: () => (shown ? uri : undefined),
    stop: () => void signClient.core.pairing.events.off("pairing_create", onCreate)
  }
}

/** Settles once the relay's socket is open (at once when it already is). */
export const relayConnected = (signClient: SignClient) =>
  Effect.callback<void>((resume) => {
    const relayer = signClient.core.relayer
    if (relayer.connected) return resume(Effect.void)
    const onConnect = () => resume(Effect.void)
    relayer.once("relayer_connect", onConnect)
    return Effect.sync(() => void relayer.off("relayer_connect", onConnect))
  })
