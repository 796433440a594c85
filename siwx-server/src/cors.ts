import { isLoopbackOrigin } from "./request.js"

/** The pages allowed to call the server, as its options say. */
export interface OriginPolicy {
  readonly origins?: ReadonlyArray<string> | undefined
  readonly allowLoopbackOrigins?: boolean | undefined
}

/** Whether a page at `origin` may call: on the server's own host, listed, or on loopback when allowed. */
export const originAllowed = (policy: OriginPolicy, origin: string, server: URL) => {
  if (!URL.canParse(origin)) return false
  if (new URL(origin).host === server.host) return true
  if (policy.origins?.includes(origin) === true) return true
  return policy.allowLoopbackOrigins === true && isLoopbackOrigin(origin)
}

/** The CORS headers for an allowed page on another origin (with credentials); none otherwise. */
export const corsHeaders = (policy: OriginPolicy, origin: string | null, server: URL): Record<string, string> =>
  origin !== null && originAllowed(policy, origin, server)
    ? {
        "access-control-allow-origin": origin,
        "access-control-allow-credentials": "true",
        "access-control-allow-methods": "GET, POST, PUT, OPTIONS",
        "access-control-allow-headers": "content-type",
        "access-control-max-age": "600",
        vary: "origin"
      }
    : { vary: "origin" }
