import { namesOf, type GangwayNames, type NameCheck } from "@gangway/core"
import { useEffect, useMemo, useState } from "react"
import { useGangwayClient } from "../../context.js"

export const useNames = (): GangwayNames => {
  const client = useGangwayClient()
  return useMemo(() => namesOf(client), [client])
}

/** Whether the active network offers names: asked when the flow opens. */
export type NamesOffer =
  | { readonly state: "checking" }
  | { readonly state: "offered" }
  | { readonly state: "unavailable"; readonly error: unknown }

export const useNamesOffer = (names: GangwayNames): NamesOffer => {
  const [offer, setOffer] = useState<NamesOffer>({ state: "checking" })
  useEffect(() => {
    let live = true
    names.offered().then(
      () => live && setOffer({ state: "offered" }),
      (error: unknown) => live && setOffer({ state: "unavailable", error })
    )
    return () => {
      live = false
    }
  }, [names])
  return offer
}

/** What the typed name came to: nothing typed, checking, its check, or the rule it breaks. */
export type NameStatus =
  | { readonly state: "idle" }
  | { readonly state: "checking"; readonly typed: string }
  | { readonly state: "checked"; readonly typed: string; readonly check: NameCheck }
  | { readonly state: "refused"; readonly typed: string; readonly error: unknown }

/** Checks the name as it is typed (the core waits until typing pauses); only the latest text's answer is kept. */
export const useNameCheck = (names: GangwayNames, typed: string): NameStatus => {
  const [status, setStatus] = useState<NameStatus>({ state: "idle" })
  const checker = useMemo(
    () =>
      names.checker((outcome) =>
        setStatus(
          outcome.status === "checked"
            ? { state: "checked", typed: outcome.typed, check: outcome.check }
            : { state: "refused", typed: outcome.typed, error: outcome.error }
        )
      ),
    [names]
  )
  useEffect(() => () => checker.cancel(), [checker])
  useEffect(() => {
    if (typed.trim() === "") {
      checker.cancel()
      setStatus({ state: "idle" })
      return
    }
    setStatus({ state: "checking", typed })
    checker.set(typed)
  }, [checker, typed])
  return status
}
