import type { GangwayState } from "@gangway/core"
import { useCallback, useEffect, useRef } from "react"
import { useGangwayClient } from "../../context.js"
import { useGangwayState } from "../../hooks/use-gangway-state.js"

export type AttemptState =
  | { readonly status: "connecting" }
  | {
      readonly status: "failed"
      readonly tag: string | undefined
      readonly message: string
      readonly error: Error | undefined
    }

const CONNECTING: AttemptState = { status: "connecting" }

const failure = (error: Error & { readonly _tag: string }): AttemptState =>
  // An empty message says nothing: the view shows its own words then.
  ({ status: "failed", tag: error._tag, message: error.message, error })

const selectAttempt = (state: GangwayState) => state.connection.attempt

/**
 * Connects `connectorId` once when the view is shown, unless the connection's attempt is already
 * this connector's (the click that chose the wallet started it, and it may have ended before the
 * view's code loaded), and again on `retry()`. How it ends is the connection's state (`attempt`),
 * which follows only the latest attempt: one replaced by a retry (or a refreshed WalletConnect
 * pairing) is forgotten, whatever becomes of it. Success needs no state here: the core closes
 * the modal once the wallet is connected.
 */
export const useConnectAttempt = (connectorId: string | undefined) => {
  const client = useGangwayClient()
  const attempt = useGangwayState(selectAttempt)
  // Under StrictMode effects run twice on mount; a wallet must be asked once.
  const started = useRef(false)

  const start = useCallback(
    (follow: boolean) => {
      if (connectorId === undefined) return
      if (follow && client.getState().connection.attempt?.connectorId === connectorId) return
      // The state reports how it ends.
      client.connection.connect(connectorId).catch(() => undefined)
    },
    [client, connectorId]
  )
  const retry = useCallback(() => start(false), [start])

  useEffect(() => {
    if (!started.current) {
      started.current = true
      start(true)
    }
    // Closing the modal ends the attempt (the core forgets it) and hides the view, which may stay
    // mounted (the modal's first view does): it starts a new one when it is shown again.
    return () => {
      if (client.getState().modal.open) return
      started.current = false
    }
  }, [client, start])

  const state =
    attempt?.status === "failed" && attempt.connectorId === connectorId ? failure(attempt.error) : CONNECTING
  return { state, retry }
}
