import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { viemConnector } from "@farcaster/auth-client"
import { openDatabase } from "@gangway/database"
import type { AuthServerConfig } from "../config/load-config.js"
import { failure } from "../context.js"
import { smtpMailer } from "../mail/smtp-mailer.js"
import { type AuthService, createAuthService } from "../service.js"
import { rateLimitsIn } from "../store/rate-limits.js"
import type { AuthDb } from "../store/tables.js"
import { clientAddress } from "./client-address.js"
import { healthAnswer } from "./health.js"
import { inFlightRequests } from "./in-flight.js"
import { errorFields, jsonLog } from "./json-log.js"
import { fetchRequest, readBody, writeResponse } from "./node-fetch-bridge.js"
import { projectOf, rateLimitAnswer } from "./rate-limit-gate.js"
import { securityHeaders, withSecurityHeaders } from "./security-headers.js"

/** The largest request body the server reads (the service's are a few hundred bytes). */
const BODY_LIMIT_BYTES = 64 * 1024

export interface StartAuthServerOptions {
  /** Where the JSON log lines go (default: stdout, one a line). */
  readonly writeLog?: (line: string) => void
  /** How long a stop waits for requests being answered (default 10 s). */
  readonly shutdownDeadlineMs?: number
  /** Time for rate limits, codes and sessions (tests fix it); default Date.now. */
  readonly now?: () => number
}

export interface RunningAuthServer {
  /** Where it listens (`http://127.0.0.1:8787`). */
  readonly url: string
  /** The service's public URL: its mailed links point there. */
  readonly publicUrl: string
  /** How many requests are being answered now. */
  readonly requestsInFlight: number
  /** Stops gracefully: no new connections, held requests answered, the rest given up to the deadline, the database closed. */
  close(): Promise<void>
}

const urlHost = (host: string) =>
  host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host

/**
 * The auth service as a program: its database opened and migrated, mail through SMTP, an HTTP
 * server with a body limit, security headers, rate limits per address and project, `/healthz`,
 * one JSON log line per request.
 */
export const startAuthServer = async (
  config: AuthServerConfig,
  options: StartAuthServerOptions = {}
): Promise<RunningAuthServer> => {
  const log = jsonLog(options.writeLog)
  if (config.recoveryKeyGenerated)
    log.warn("recovery-key-generated", {
      message:
        "No GANGWAY_AUTH_RECOVERY_KEY: a key was made for this run only. Wallets made now CANNOT BE RECOVERED after a restart. Set GANGWAY_AUTH_RECOVERY_KEY (openssl rand -base64 32) to keep them."
    })
  const database = await openDatabase<unknown>(
    config.database.url === undefined ? { dataDir: config.database.dataDir } : { url: config.database.url }
  )
  const db = database.db as unknown as AuthDb
  const now = options.now ?? Date.now
  const limits = rateLimitsIn(db, now, config.rateLimits.windowMs)
  const inFlight = inFlightRequests()
  let service: AuthService | undefined
  let headers: Readonly<Record<string, string>> = securityHeaders(config.publicUrl ?? "http:")
  let publicUrl = config.publicUrl ?? "http://127.0.0.1"
  let stopping = false

  const respond = async (request: IncomingMessage, path: string, signal: AbortSignal) => {
    if (request.method === "GET" && path === "/healthz")
      return stopping ? failure("The auth service is stopping", 503) : await healthAnswer(database.db)
    if (service === undefined) return failure("The auth service is starting: try again in a moment", 503)
    const body = await readBody(request, BODY_LIMIT_BYTES)
    if (!body.ok) return failure("The request is too large", 413)
    if (request.method !== "OPTIONS") {
      const project = projectOf(config.projects, path, body.body)
      const limited = await rateLimitAnswer(
        limits,
        config.rateLimits,
        clientAddress(request, config.trustProxy),
        project
      )
      if (limited !== undefined) return limited
    }
    return await service.handler(fetchRequest(request, publicUrl, body.body, signal))
  }

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now()
    const path = new URL(request.url ?? "/", "http://path.invalid").pathname
    const gone = new AbortController()
    response.once("close", () => gone.abort())
    let status = 500
    try {
      const answered = withSecurityHeaders(await respond(request, path, gone.signal), headers)
      status = answered.status
      await writeResponse(answered, response, stopping || status === 413)
    } catch (error) {
      log.error("request-failed", { path, ...errorFields(error) })
      if (response.headersSent) response.destroy()
      else await writeResponse(withSecurityHeaders(failure("The auth service failed", 500), headers), response, true)
    }
    log.info("request", { method: request.method, path, status, durationMs: Math.round(performance.now() - started) })
  }

  const server = createServer((request, response) => void inFlight.track(answer(request, response)))
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject)
      server.listen(config.port, config.host, () => resolve())
    })
  } catch (error) {
    await database.close()
    throw error
  }
  const url = `http://${urlHost(config.host)}:${(server.address() as AddressInfo).port}`
  publicUrl = config.publicUrl ?? url
  headers = securityHeaders(publicUrl)
  const mailer = smtpMailer(config.mail)
  try {
    service = await createAuthService({
      database,
      apiUrl: publicUrl,
      projects: config.projects,
      ...(config.frameOrigin === undefined ? {} : { frameOrigin: config.frameOrigin }),
      mail: mailer.send,
      recoveryKey: config.recoveryKey,
      previousRecoveryKeys: config.previousRecoveryKeys,
      emailCooldownMs: config.emailCooldownMs,
      now,
      onError: (error) => log.error("service-failed", errorFields(error)),
      frame: config.frame,
      ...(Object.keys(config.socialProviders).length === 0 ? {} : { social: { providers: config.socialProviders } }),
      ...(config.farcaster === undefined
        ? {}
        : {
            farcaster: {
              relayUrl: config.farcaster.relayUrl,
              ethereum: viemConnector({ rpcUrl: config.farcaster.rpcUrl })
            }
          })
    })
  } catch (error) {
    server.close()
    mailer.close()
    await database.close()
    throw error
  }
  const sweeping = setInterval(() => void limits.sweep().catch(() => undefined), config.rateLimits.windowMs)
  sweeping.unref()
  log.info("started", { url, publicUrl, database: database.engine, production: config.production })

  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= (async () => {
      stopping = true
      log.info("stopping", { inFlight: inFlight.count })
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      await service?.close()
      const drained = await inFlight.drained(options.shutdownDeadlineMs ?? 10_000)
      server.closeAllConnections()
      await closed
      clearInterval(sweeping)
      mailer.close()
      await database.close()
      log.info("stopped", { drained })
    })()
    return closing
  }
  return {
    url,
    publicUrl,
    get requestsInFlight() {
      return inFlight.count
    },
    close
  }
}
