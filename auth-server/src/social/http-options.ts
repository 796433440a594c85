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

/** A refusal or failure of the provider's side, with the plain message the frame shows. */
export class SocialLoginFailed extends Error {}

export const PROVIDER_ANSWER_UNCHECKED = "The social provider's answer could not be checked: try again"
export const NO_IDENTITY = "The social provider did not say who signed in: try again"
