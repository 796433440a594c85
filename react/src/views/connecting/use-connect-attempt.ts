import { isGangwayError } from "@gangway/core"
import { useCallback, useEffect, useRef, useState } from "react"
import { useGangwayClient } from "../../context.js"
import { takeStartedAttempt } from "../../internal/connect-attempts.js"

export type AttemptState =
  | { readonly status: "connecting" }
  | {
      readonly status: "failed"
      readonly tag: string | undefined
      readonly message: string
      readonly error: Error | undefined
    }

const failure = (error: unknown): AttemptState => {
  const tag = isGangwayError(error) ? error._tag : undefined
  // Empty when the error says nothing: the view shows its own words then.
  const message = error instanceof Error ? error.message : ""
  return { status: "failed", tag, message, error: error instanceof Error ? error : undefined }
}

/**
 * Connects `connectorId` once when the view is shown (or shows the attempt the
 * click that chose the wallet already started), and again on `retry()`.
 * Only the latest attempt reports: one replaced by a retry (or a refreshed
 * WalletConnect pairing) is forgotten, whatever becomes of it. Success needs no
 * state here: the core closes the modal once the wallet is connected.
 */
export const useConnectAttempt = (connectorId: string | undefined) => {
  const client = useGangwayClient()
  const [state, setState] = useState<AttemptState>({ status: "connecting" })
  const latest = useRef(0)
  // Under StrictMode effects run twice on mount; a wallet must be asked once.
  const started = useRef(false)

  const start = useCallback(
    (adopt: boolean) => {
      if (connectorId === undefined) return
      const attempt = ++latest.current
      setState({ status: "connecting" })
      const pending =
        (adopt ? takeStartedAttempt(client, connectorId) : undefined) ?? client.connection.connect(connectorId)
      pending.catch((error: unknown) => {
        if (attempt === latest.current) setState(failure(error))
      })
    },
    [client, connectorId]
  )
  const retry = useCallback(() => start(false), [start])

  useEffect(() => {
    if (!started.current) {
      started.current = true
      start(true)
    }
    // Closing the modal ends the attempt and hides the view, which may stay mounted
    // (the modal's first view does): the ended attempt is forgotten, and the view
    // starts a new one when it is shown again.
    return () => {
      if (client.getState().modal.open) return
      started.current = false
      latest.current += 1
    }
  }, [client, start])

  return { state, retry }
}
