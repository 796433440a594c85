import type { FetchHandler } from "../http.js"
import { errorFields, jsonLog } from "./json-log.js"

/**
 * The service's handler with the same log lines `gangway-auth` writes, for a server of your own:
 * one JSON line per request (method, path without its query, status, duration) and one per
 * failure (its name and message). Never a body, header, email, code, token or share.
 */
export const withRequestLog = (
  handler: FetchHandler,
  writeLog: (line: string) => void
): { readonly handler: FetchHandler; readonly onError: (error: unknown) => void } => {
  const log = jsonLog(writeLog)
  return {
    handler: async (request) => {
      const started = performance.now()
      const path = new URL(request.url).pathname
      const response = await handler(request)
      log.info("request", {
        method: request.method,
        path,
        status: response.status,
        durationMs: Math.round(performance.now() - started)
      })
      return response
    },
    onError: (error) => log.error("service-failed", errorFields(error))
  }
}
