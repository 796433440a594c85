import type { IncomingMessage, ServerResponse } from "node:http"

/** The request's body, unless it is longer than `limitBytes` (then "too large", and the rest is not read). */
export const readBody = async (
  request: IncomingMessage,
  limitBytes: number
): Promise<{ readonly ok: true; readonly body: Buffer } | { readonly ok: false }> => {
  if (Number(request.headers["content-length"] ?? 0) > limitBytes) return { ok: false }
  const chunks: Array<Buffer> = []
  let length = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    length += chunk.length
    if (length > limitBytes) return { ok: false }
    chunks.push(chunk)
  }
  return { ok: true, body: Buffer.concat(chunks) }
}

/** The Fetch API request the service answers: `url` on the public URL, aborted when the client goes away. */
export const fetchRequest = (request: IncomingMessage, publicUrl: string, body: Buffer, signal: AbortSignal) => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  const method = request.method ?? "GET"
  return new Request(new URL(request.url ?? "/", publicUrl), {
    method,
    headers,
    signal,
    ...(method === "GET" || method === "HEAD" ? {} : { body: new Uint8Array(body) })
  })
}

/** Writes the service's answer to Node's response, the body streamed as it comes. */
export const writeResponse = async (response: Response, target: ServerResponse, closeConnection: boolean) => {
  const headers: Record<string, string | Array<string>> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers["set-cookie"] = cookies
  if (closeConnection) headers.connection = "close"
  target.writeHead(response.status, headers)
  if (response.body !== null) for await (const chunk of response.body) target.write(chunk)
  target.end()
}
