import { sessionsOf, type GangwaySessions, type SessionSummary } from "@gangway/core"
import { useCallback, useEffect, useMemo, useState } from "react"
import { useGangwayClient } from "../../context.js"

export type SessionsState =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly sessions: ReadonlyArray<SessionSummary> }
  | { readonly state: "failed"; readonly error: unknown }

/** The account's sessions, read when the view opens and again after a revocation. */
export const useSessions = (): {
  readonly sessions: GangwaySessions
  readonly list: SessionsState
  readonly replace: (session: SessionSummary) => void
} => {
  const client = useGangwayClient()
  const sessions = useMemo(() => sessionsOf(client), [client])
  const [list, setList] = useState<SessionsState>({ state: "loading" })
  useEffect(() => {
    let live = true
    sessions.list().then(
      (found) => live && setList({ state: "ready", sessions: found }),
      (error: unknown) => live && setList({ state: "failed", error })
    )
    return () => {
      live = false
    }
  }, [sessions])
  const replace = useCallback(
    (session: SessionSummary) =>
      setList((current) =>
        current.state === "ready"
          ? { state: "ready", sessions: current.sessions.map((item) => (item.pci === session.pci ? session : item)) }
          : current
      ),
    []
  )
  return { sessions, list, replace }
}
