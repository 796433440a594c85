import { SIWX_MESSAGE_MAX_LENGTH } from "@gangway/core/siwx-rules"

// What the sign-in server reads of a request: its body within the limit, and the page that calls.

/** The largest request body read: a sign-in message at its longest, in UTF-8, with its signature. */
export const SIWX_MAX_BODY_BYTES = 4 * SIWX_MESSAGE_MAX_LENGTH + 4096

export const TOO_LARGE = Symbol("too large")

/**
 * The JSON body, read up to SIWX_MAX_BODY_BYTES: beyond (by its Content-Length or as it
 * arrives), TOO_LARGE at once and the rest is not read; undefined for a body that is not JSON.
 */
export const readJsonBody = async (request: Request): Promise<unknown> => {
  const body = request.body
  if (Number(request.headers.get("content-length") ?? 0) > SIWX_MAX_BODY_BYTES) {
    await body?.cancel().catch(() => undefined)
    return TOO_LARGE
  }
  if (body === null) return undefined
  const reader = body.getReader()
  const chunks: Array<Uint8Array> = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > SIWX_MAX_BODY_BYTES) {
        await reader.cancel().catch(() => undefined)
        return TOO_LARGE
      }
      chunks.push(value)
    }
  } catch {
    return undefined
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown
  } catch {
    return undefined
  }
}

/** The page a browser's Origin header names; undefined without one; null for an opaque or malformed one ("null"). */
export const originOf = (
  origin: string | null
): { readonly host: string; readonly origin: string } | undefined | null => {
  if (origin === null) return undefined
  if (!URL.canParse(origin)) return null
  const url = new URL(origin)
  return url.origin === "null" ? null : { host: url.host, origin: url.origin }
}

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])$/

/** Whether the URL is plain HTTP on this machine (where a Secure cookie would not be kept). */
export const isLoopbackHttp = (url: URL) => url.protocol === "http:" && LOOPBACK_HOST.test(url.hostname)

/** A page on this machine over plain HTTP, any port: the local world's demo and tests. */
export const isLoopbackOrigin = (origin: string) =>
  URL.canParse(origin) && isLoopbackHttp(new URL(origin)) && new URL(origin).origin === origin
