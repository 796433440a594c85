import { callerKeyOf, cookieIdOf, newCookieId, newNonce, setCookieHeader } from "./cookie.js"
import { corsHeaders, originAllowed } from "./cors.js"
import type { SiwxHandlerOptions } from "./options.js"
import { isLoopbackHttp, originOf, readJsonBody, SIWX_MAX_BODY_BYTES, TOO_LARGE } from "./request.js"
import { type SignedSession, verifySignIn } from "./verify-sign-in.js"

/** A request handler on the Fetch API: Next.js route handlers, Hono, Bun, Deno, workers (and Node through toNodeListener). */
export type SiwxHandler = (request: Request) => Promise<Response>

const MINUTE = 60_000

/**
 * The sign-in server's endpoints, which `siwxServer({ url })` calls, answered by the last
 * segment of the path (so it mounts under any prefix, e.g. `/api/siwx/nonce`):
 * `GET nonce`, `POST verify`, `GET sessions`, `PUT sessions`, `POST sign-out`.
 */
export const createSiwxHandler = (options: SiwxHandlerOptions): SiwxHandler => {
  const now = options.now ?? Date.now
  const nonceTtl = options.nonceTtlMs ?? 5 * MINUTE
  const sessionTtl = options.sessionTtlMs ?? 24 * 60 * MINUTE
  const chains = new Set([...Object.keys(options.rpcUrls), ...(options.chains ?? [])])
  const onError = options.onError ?? ((error: unknown) => console.error("siwx-server:", error))
  const store = options.store
  let sweptAt = 0

  const handle = async (request: Request, url: URL, reply: Reply): Promise<Response> => {
    const route = `${request.method} ${url.pathname.slice(url.pathname.lastIndexOf("/") + 1)}`
    const origin = request.headers.get("origin")
    if (request.method === "OPTIONS") return reply(204)
    // A page elsewhere may not sign in, change or end sessions here (the cookie is SameSite=Lax; this is the rest).
    if (request.method !== "GET" && origin !== null && origin !== "null" && !originAllowed(options, origin, url))
      return reply(403, {
        details: `the request's Origin (${origin}) is not a site this server signs in for: add it to the handler's origins`
      })
    const secure = !isLoopbackHttp(url)
    const maxAgeSeconds = Math.floor(sessionTtl / 1000)
    let id = cookieIdOf(request)
    const caller = id === undefined ? undefined : await callerKeyOf(id)

    if (route === "GET nonce") {
      const fresh = id === undefined
      id ??= newCookieId()
      const at = now()
      if (at - sweptAt > MINUTE) {
        sweptAt = at
        await store.sweep(at)
      }
      const nonce = newNonce()
      await store.issueNonce({
        caller: caller ?? (await callerKeyOf(id)),
        nonce,
        issuedAt: at,
        expiresAt: at + nonceTtl
      })
      return reply(
        200,
        {
          nonce,
          expirationTime: new Date(at + sessionTtl).toISOString(),
          ...(options.statement === undefined ? {} : { statement: options.statement })
        },
        fresh ? { "set-cookie": setCookieHeader(id, { secure, maxAgeSeconds }) } : {}
      )
    }
    if (route === "POST verify") {
      const page = originOf(origin)
      if (page === null)
        return reply(403, {
          details: `the request's Origin (${origin}) names no site: sign in from the site's own page`
        })
      const body = await readJsonBody(request)
      if (body === TOO_LARGE) return tooLarge(reply)
      const domains = options.domains ?? [url.host, ...(options.origins ?? []).map((item) => new URL(item).host)]
      const outcome = await verifySignIn({ chains, domains, store, rpcUrls: options.rpcUrls, now }, page, caller, body)
      if (outcome === undefined)
        return reply(400, { details: "expected { message, signature } with a sign-in message" })
      if ("reason" in outcome)
        return reply(outcome.reason === "signature" ? 401 : outcome.reason === "message" ? 400 : 422, outcome)
      // A verified nonce was issued to this caller, so the caller has its cookie. The signed-in
      // cookie is a new one (its sessions move with it): a cookie set before sign-in, by another
      // site say, never becomes a signed-in one. The caller's other nonces stay with the old one.
      const signedIn = newCookieId()
      const signedInCaller = await callerKeyOf(signedIn)
      await store.moveSessions(caller!, signedInCaller)
      await store.putSession(signedInCaller, { session: outcome, expiresAt: expiryOf(outcome, now() + sessionTtl) })
      return reply(200, { session: outcome }, { "set-cookie": setCookieHeader(signedIn, { secure, maxAgeSeconds }) })
    }
    if (route === "GET sessions") {
      const chainId = url.searchParams.get("chainId")
      const address = url.searchParams.get("address")?.toLowerCase()
      const held = caller === undefined ? [] : await store.listSessions(caller, now())
      const sessions = held.filter(
        (session) =>
          (chainId === null || session.data.chainId === chainId) &&
          (address === undefined || session.data.accountAddress.toLowerCase() === address)
      )
      return reply(200, { sessions })
    }
    if (route === "PUT sessions") {
      const body = await readJsonBody(request)
      if (body === TOO_LARGE) return tooLarge(reply)
      const signatures = (body as { signatures?: unknown } | undefined)?.signatures
      const keep = Array.isArray(signatures) ? signatures.filter((item) => typeof item === "string") : []
      if (caller !== undefined) await store.keepSessions(caller, keep)
      return reply(204)
    }
    if (route === "POST sign-out") {
      if (caller !== undefined) await store.forget(caller)
      return reply(204, undefined, { "set-cookie": setCookieHeader("", { secure, maxAgeSeconds: 0 }) })
    }
    return reply(404, { details: `${request.method} ${url.pathname} is not a sign-in endpoint` })
  }

  return async (request) => {
    const url = reachedAt(request)
    const cors = corsHeaders(options, request.headers.get("origin"), url)
    const reply: Reply = (status, body, headers = {}) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { ...cors, ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) }
      })
    try {
      return await handle(request, url, reply)
    } catch (error) {
      onError(error)
      return reply(500, { details: "the sign-in server failed; its log says why. Try again in a moment." })
    }
  }
}

/**
 * The server as the caller reached it: the request's URL with the Host header's host. A framework
 * may build `request.url` from its own listen address (self-hosted Next.js gives `localhost` for a
 * page on 127.0.0.1, and a TLS proxy's upstream looks like loopback HTTP), while a browser's Host
 * names what it connected to, the host its Origin is compared with.
 */
const reachedAt = (request: Request): URL => {
  const url = new URL(request.url)
  const host = request.headers.get("host")
  if (host === null || !URL.canParse(`${url.protocol}//${host}/`)) return url
  const reached = new URL(`${url.protocol}//${host}/`)
  // Both parts: setting `host` without a port would keep the rebuilt URL's port.
  url.hostname = reached.hostname
  url.port = reached.port
  return url
}

type Reply = (status: number, body?: unknown, headers?: Record<string, string>) => Response

const tooLarge = (reply: Reply) => reply(413, { details: `the request is larger than ${SIWX_MAX_BODY_BYTES} bytes` })

/** When a session ends: at its message's expiration time, or after the server's session time, whichever is first. */
const expiryOf = (session: SignedSession, latest: number) => {
  const { expirationTime } = session.data
  return expirationTime === undefined ? latest : Math.min(Date.parse(expirationTime), latest)
}
