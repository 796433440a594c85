import type { SiwxSession } from "../domain/siwx.js"
import {
  pageOrigin,
  SIWX_REFUSAL_REASONS,
  SiwxProviderRefusal,
  type SiwxProvider,
  type SiwxRefusalReason
} from "./provider.js"

export interface SiwxServerOptions {
  /** The sign-in backend's base URL (the reference server: the local world's `siwx.url`). */
  readonly url: string
  /** Sign-in must happen before the modal lets an account go (default false). */
  readonly required?: boolean | undefined
  /** The site the message names; the page's host by default (the backend checks it). */
  readonly domain?: string | undefined
  /** The page the message names; the page's address by default. */
  readonly uri?: string | undefined
  /** The fetch to use (default the global one). */
  readonly fetch?: typeof globalThis.fetch | undefined
  /**
   * Outside a browser: the session cookie to start with (`name=value`, as `onCookie` gave it),
   * so a sign-in outlives the process (the CLI keeps it in its state dir). A browser keeps the
   * cookie itself, never shows it to scripts, and neither of these is used there.
   */
  readonly cookie?: string | undefined
  /** Outside a browser: called when the server sets a new session cookie (`name=value`) or clears it (undefined). */
  readonly onCookie?: ((cookie: string | undefined) => void) | undefined
}

/** The backend could not be reached or answered outside the protocol; the client reports it as SiwxBackendFailed. */
export class SiwxServerUnavailable extends Error {
  constructor(
    readonly url: string,
    details: string
  ) {
    super(details)
    this.name = "SiwxServerUnavailable"
  }
}

const field = (body: unknown, name: string): unknown =>
  typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined
const text = (value: unknown) => (typeof value === "string" ? value : undefined)
const isReason = (value: unknown): value is SiwxRefusalReason =>
  SIWX_REFUSAL_REASONS.includes(value as SiwxRefusalReason)

/**
 * Sign-in against a backend: the nonce comes from the server, the server checks the signed
 * message and keeps the session as an httpOnly cookie; signing out ends it there. The
 * endpoints are those of the reference server in fixtures/src/siwx (docs/sign-in.md).
 * (No Effect here: a page creates it before the client loads; the client decodes the replies it is given.)
 */
export const siwxServer = (options: SiwxServerOptions): SiwxProvider => {
  const base = options.url.replace(/\/$/, "")
  const fetchImpl = options.fetch ?? globalThis.fetch
  // Outside a browser nothing keeps cookies: the session cookie is kept here and sent back.
  // (A browser never shows this header to scripts, so there it stays empty and the browser does it.)
  let cookie = options.cookie?.trim() || undefined

  const call = async (path: string, method: "GET" | "POST" | "PUT" = "GET", body?: unknown): Promise<unknown> => {
    let response: Response
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        credentials: "include",
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(cookie === undefined ? {} : { cookie })
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      })
    } catch (error) {
      throw new SiwxServerUnavailable(base, error instanceof Error ? error.message : String(error))
    }
    const setCookie = response.headers.get("set-cookie")
    if (setCookie !== null) {
      const pair = setCookie.split(";")[0] ?? ""
      cookie = pair.endsWith("=") ? undefined : pair
      options.onCookie?.(cookie)
    }
    const reply: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined)
    if (response.ok) return reply
    const reason = field(reply, "reason")
    if (isReason(reason)) {
      throw new SiwxProviderRefusal(reason, {
        domain: text(field(reply, "domain")),
        chainId: text(field(reply, "chainId")),
        rule: text(field(reply, "rule")),
        details: text(field(reply, "details"))
      })
    }
    throw new SiwxServerUnavailable(base, `${method} ${path} answered ${response.status}`)
  }

  return {
    createMessage: async (request) => {
      const reply = await call("/nonce")
      const statement = text(field(reply, "statement"))
      const expirationTime = text(field(reply, "expirationTime"))
      return {
        ...pageOrigin(options),
        accountAddress: request.accountAddress,
        chainId: request.chainId,
        version: "1",
        // Checked by the client's decoding: a reply without a nonce is refused there.
        nonce: field(reply, "nonce") as string,
        issuedAt: request.issuedAt,
        ...(statement === undefined ? {} : { statement }),
        ...(expirationTime === undefined ? {} : { expirationTime })
      }
    },
    addSession: async (session) => {
      await call("/verify", "POST", {
        message: session.message,
        signature: session.signature,
        chainId: session.data.chainId
      })
    },
    getSessions: async (chainId, address) =>
      (field(await call(`/sessions?${new URLSearchParams({ chainId, address })}`), "sessions") ??
        []) as ReadonlyArray<SiwxSession>,
    setSessions: async (sessions) => {
      if (sessions.length === 0) await call("/sign-out", "POST")
      // A backend keeps only sessions it checked itself: this keeps those of `sessions`, it adds none.
      else await call("/sessions", "PUT", { signatures: sessions.map((session) => session.signature) })
    },
    getRequired: () => options.required ?? false
  }
}
