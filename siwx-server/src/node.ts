import type { IncomingMessage, ServerResponse } from "node:http"
import type { TLSSocket } from "node:tls"
import type { SiwxHandler } from "./handler.js"

/** How much of a refused body is still read and thrown away, so its sender gets the 413; beyond, the connection is closed. */
const DISCARD_AT_MOST_BYTES = 64 * 1024 * 1024

/**
 * The request's body as a stream the handler reads at its own pace; when the handler stops
 * reading (a body over its limit), the rest is read and thrown away so the reply still
 * reaches the client, and a body that goes on and on loses its connection.
 */
const bodyOf = (request: IncomingMessage): ReadableStream<Uint8Array> => {
  let size = 0
  let open = true
  return new ReadableStream<Uint8Array>({
    start(controller) {
      request.on("data", (chunk: Buffer) => {
        size += chunk.length
        if (size > DISCARD_AT_MOST_BYTES) request.destroy()
        if (!open) return
        controller.enqueue(new Uint8Array(chunk))
        if ((controller.desiredSize ?? 0) <= 0) request.pause()
      })
      request.on("end", () => {
        if (open) controller.close()
        open = false
      })
      request.on("error", (error) => {
        if (open) controller.error(error)
        open = false
      })
    },
    pull() {
      request.resume()
    },
    cancel() {
      open = false
      request.resume()
    }
  })
}

/** A Fetch API Request of Node's, its URL from the Host header (https when the socket is TLS). */
const toRequest = (request: IncomingMessage): Request => {
  const protocol = (request.socket as Partial<TLSSocket>).encrypted === true ? "https" : "http"
  const url = new URL(request.url ?? "/", `${protocol}://${request.headers.host ?? "localhost"}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const method = request.method ?? "GET"
  const withBody = method !== "GET" && method !== "HEAD"
  return new Request(url, {
    method,
    headers,
    ...(withBody ? { body: bodyOf(request), duplex: "half" } : {})
  } as RequestInit)
}

/**
 * The handler as a Node listener: `http.createServer(toNodeListener(handler))`, or in Express
 * `app.use("/siwx", toNodeListener(handler))` — before any body parser, which would read the
 * body first. Node's `http` and Express give it the raw request; the handler reads the body.
 */
export const toNodeListener =
  (handler: SiwxHandler): ((request: IncomingMessage, response: ServerResponse) => void) =>
  (request, response) => {
    const answer = async () => {
      let reply: Response
      try {
        reply = await handler(toRequest(request))
      } catch {
        // Only a request Node accepted but the Fetch API does not (a malformed Host) gets here.
        reply = Response.json({ details: "the request's URL or headers could not be read" }, { status: 400 })
      }
      const headers: Record<string, string | Array<string>> = {}
      reply.headers.forEach((value, name) => {
        if (name !== "set-cookie") headers[name] = value
      })
      const cookies = reply.headers.getSetCookie()
      if (cookies.length > 0) headers["set-cookie"] = cookies
      const body = Buffer.from(await reply.arrayBuffer())
      response.writeHead(reply.status, headers)
      response.end(body)
    }
    answer().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" })
      response.end(JSON.stringify({ details: error instanceof Error ? error.message : String(error) }))
    })
  }
