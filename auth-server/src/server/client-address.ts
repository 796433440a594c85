import type { IncomingMessage } from "node:http"

/**
 * The client's address for rate limits: the socket's peer, or, when `trustProxy` (the service
 * sits behind a proxy that appends the address it saw), the last X-Forwarded-For entry.
 */
export const clientAddress = (request: IncomingMessage, trustProxy: boolean): string => {
  const forwarded = request.headers["x-forwarded-for"]
  const header = Array.isArray(forwarded) ? forwarded.join(",") : forwarded
  const last = header?.split(",").at(-1)?.trim()
  if (trustProxy && last !== undefined && last !== "") return last
  return request.socket.remoteAddress ?? "unknown"
}
