import { allowInsecureRequests } from "oauth4webapi"

/** How long the service waits for a provider's endpoint. */
const PROVIDER_TIMEOUT_MS = 10_000

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"])

/** Plain http only to a loopback address (a local stand-in provider); anything else must be https. */
const isLoopbackHttp = (url: string | URL) => {
  const parsed = new URL(url)
  return parsed.protocol === "http:" && LOOPBACK.has(parsed.hostname)
}

/** oauth4webapi's options for a request to `url`: a time limit, and http allowed for loopback only. */
export const httpOptions = (url: string | URL | undefined) => ({
  signal: () => AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  ...(url !== undefined && isLoopbackHttp(url) ? { [allowInsecureRequests]: true } : {})
})

/** A refusal or failure of the provider's side: the plain message the frame shows, and for the operator's log what went wrong. */
export class SocialLoginFailed extends Error {
  constructor(
    message: string,
    /** What the provider answered (a status, its error code): no token, code or secret. */
    readonly detail?: string
  ) {
    super(message)
  }
}

/** A failed social login as the operator's log tells it (`onError`): the provider, and what went wrong there. */
export class SocialProviderFailed extends Error {
  override readonly name = "SocialProviderFailed"
}

export const PROVIDER_ANSWER_UNCHECKED = "The social provider's answer could not be checked: try again"
export const NO_IDENTITY = "The social provider did not say who signed in: try again"
