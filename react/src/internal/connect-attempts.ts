import type { GangwayClient } from "@gangway/core"

interface StartedAttempt {
  readonly connectorId: string
  readonly promise: Promise<void>
  readonly at: number
}

/** A view adopts an attempt started this recently; an older one was abandoned with its view. */
const ADOPT_WITHIN_MS = 10_000

const started = new WeakMap<GangwayClient, StartedAttempt>()

/**
 * Asks the wallet now, in the click's own task, rather than once its view's code has
 * loaded and the view has mounted (a lazy chunk React's Suspense holds for ~300 ms):
 * the view then shows this attempt (`takeStartedAttempt`) instead of starting another.
 */
export const startConnect = (client: GangwayClient, connectorId: string): void => {
  const promise = client.connection.connect(connectorId)
  // The view reports how it ends; until it takes it, nothing is unhandled.
  promise.catch(() => undefined)
  started.set(client, { connectorId, promise, at: Date.now() })
}

/** The attempt started for `connectorId` that no view has shown yet, taken (once). */
export const takeStartedAttempt = (client: GangwayClient, connectorId: string): Promise<void> | undefined => {
  const attempt = started.get(client)
  if (attempt === undefined || attempt.connectorId !== connectorId) return undefined
  started.delete(client)
  return Date.now() - attempt.at <= ADOPT_WITHIN_MS ? attempt.promise : undefined
}
