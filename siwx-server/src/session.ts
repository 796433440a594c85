import { callerKeyOf, cookieIdOf, type WithCookies } from "./cookie.js"
import type { SiwxSessionOptions } from "./options.js"
import type { SignedSession } from "./verify-sign-in.js"

/**
 * The request's signed-in sessions (one per account and network signed in), read from its
 * session cookie; undefined without the cookie or without a session that has not expired.
 * A dApp's API handler answers 401 on undefined. Takes the Fetch API's Request, or Node's
 * and Express's request as it is.
 */
export const getSignedInSession = async (
  request: WithCookies,
  options: SiwxSessionOptions
): Promise<ReadonlyArray<SignedSession> | undefined> => {
  const id = cookieIdOf(request)
  if (id === undefined) return undefined
  const sessions = await options.store.listSessions(await callerKeyOf(id), (options.now ?? Date.now)())
  return sessions.length === 0 ? undefined : sessions
}
