/**
 * A loopback HTTP proxy for tests that must see the requests a client makes: each one is
 * recorded (method, path with query, body), then forwarded to `target` as it came.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll } from "vitest"

interface RecordedRequest {
  readonly method: string
  /** Path and query, e.g. `/v1/?chainId=eip155%3A31337&projectId=p`. */
  readonly path: string
  readonly body: string
}

export interface RecordingProxy {
  /** `http://127.0.0.1:PORT`, once started. */
  readonly url: () => string
  /** The requests received so far, oldest first. */
  readonly recorded: () => ReadonlyArray<RecordedRequest>
  readonly clear: () => void
}

/** Starts a proxy to `target()` (read at each request) for the test file. */
export const setUpRecordingProxy = (target: () => string): RecordingProxy => {
  const requests: Array<RecordedRequest> = []
  const server = createServer(async (request, response) => {
    const chunks: Array<Buffer> = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString("utf8")
    const path = request.url ?? "/"
    requests.push({ method: request.method ?? "GET", path, body })
    const forwarded = await fetch(`${target()}${path}`, {
      method: request.method ?? "GET",
      headers: { "content-type": request.headers["content-type"] ?? "application/json" },
      ...(request.method === "GET" || request.method === "HEAD" ? {} : { body })
    })
    response.writeHead(forwarded.status, {
      "content-type": forwarded.headers.get("content-type") ?? "application/json"
    })
    response.end(Buffer.from(await forwarded.arrayBuffer()))
  })
  let port = 0
  beforeAll(
    () =>
      new Promise<void>((resolve) =>
        server.listen(0, "127.0.0.1", () => {
          port = (server.address() as AddressInfo).port
          resolve()
        })
      )
  )
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: () => `http://127.0.0.1:${port}`, recorded: () => [...requests], clear: () => void requests.splice(0) }
}
