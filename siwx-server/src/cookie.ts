// The session cookie: a random id the browser keeps (httpOnly), known to the store only by its hash.

/** The session cookie's name. */
export const SIWX_COOKIE = "gangway_siwx"

const ID = /^[A-Za-z0-9_-]{16,128}$/

/** A request whose Cookie header is read: the Fetch API's, or Node's and Express's (`IncomingMessage`). */
export type WithCookies = Request | { readonly headers: { readonly cookie?: string | undefined } }

/** The cookie's id on the request; undefined without one, or with one this server never writes. */
export const cookieIdOf = (request: WithCookies): string | undefined => {
  const header = request.headers instanceof Headers ? request.headers.get("cookie") : request.headers.cookie
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=")
    if (at === -1 || part.slice(0, at).trim() !== SIWX_COOKIE) continue
    const value = part.slice(at + 1).trim()
    if (ID.test(value)) return value
  }
  return undefined
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "")

/** A new cookie id: 32 random bytes. */
export const newCookieId = () => base64url(crypto.getRandomValues(new Uint8Array(32)))

/** A new nonce: 12 random bytes (96 bits) in hex (EIP-4361 asks 8 or more letters and digits). */
export const newNonce = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, "0")).join("")

/** What the store knows a caller by: the SHA-256 of its cookie id, so a copy of the store holds no live cookie. */
export const callerKeyOf = async (id: string) => {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(id))
  return base64url(new Uint8Array(digest))
}

/** The Set-Cookie header: httpOnly, SameSite=Lax, Secure unless the server is reached over plain HTTP on this machine. */
export const setCookieHeader = (id: string, options: { readonly secure: boolean; readonly maxAgeSeconds?: number }) =>
  [
    `${SIWX_COOKIE}=${id}`,
    "HttpOnly",
    "Path=/",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
    ...(options.maxAgeSeconds === undefined ? [] : [`Max-Age=${options.maxAgeSeconds}`])
  ].join("; ")
