import { type GangwayErrorTag, isGangwayError, namesOf, onrampOf, sessionsOf } from "@gangway/core"
import { useEffect, useState } from "react"
import { useGangwayClient } from "../../context.js"

/** Which of the Account view's features the active network offers, as their own actions decide it. */
export interface OfferedFeatures {
  /** True once all three checks have answered for this account and network. */
  readonly checked: boolean
  readonly onramp: boolean
  readonly names: boolean
  readonly sessions: boolean
}

type Feature = "onramp" | "names" | "sessions"
const notAsked = { onramp: undefined, names: undefined, sessions: undefined }

// The refusals that mean "not on this network" (or turned off by the dApp); any other failure
// (the data API down, say) leaves the feature offered, and its view says what went wrong.
const NOT_HERE = new Set<GangwayErrorTag>([
  "OnrampDisabled",
  "OnrampNetworkUnsupported",
  "NamesNetworkUnsupported",
  "SessionsNetworkUnsupported"
])

const offeredBy = (check: () => Promise<unknown>): Promise<boolean> =>
  check().then(
    () => true,
    (error: unknown) => !(isGangwayError(error) && NOT_HERE.has(error._tag))
  )

/**
 * Asks each feature's own check (the one its action refuses with) for the active account and
 * network. Nothing is offered until its check has answered, so no button leads to "not available here".
 */
export const useOfferedFeatures = (address: string | undefined, caipNetworkId: string | undefined): OfferedFeatures => {
  const client = useGangwayClient()
  const [offered, setOffered] = useState<Readonly<Record<Feature, boolean | undefined>>>(notAsked)
  useEffect(() => {
    setOffered(notAsked)
    if (address === undefined || caipNetworkId === undefined) return
    let current = true
    const settle = (feature: Feature) => (yes: boolean) => {
      if (current) setOffered((previous) => ({ ...previous, [feature]: yes }))
    }
    void offeredBy(() => onrampOf(client).offered()).then(settle("onramp"))
    void offeredBy(() => namesOf(client).offered()).then(settle("names"))
    void offeredBy(() => sessionsOf(client).offered()).then(settle("sessions"))
    return () => {
      current = false
    }
  }, [client, address, caipNetworkId])
  return {
    checked: offered.onramp !== undefined && offered.names !== undefined && offered.sessions !== undefined,
    onramp: offered.onramp === true,
    names: offered.names === true,
    sessions: offered.sessions === true
  }
}
