import type { SiwxMessageData, SiwxSession } from "../domain/siwx.js"

/** What the client asks a message for: the account, the network (CAIP-2) and the time it is made. */
export interface SiwxMessageRequest {
  readonly accountAddress: string
  readonly chainId: string
  /** ISO 8601, from the client's clock. */
  readonly issuedAt: string
}

/**
 * A sign-in provider (SPEC §7): where sign-in messages get their nonce and where sessions
 * live. `siwxLocal()` keeps them in the page, `siwxServer({ url })` on a backend; a dApp can
 * write its own (docs/sign-in.md). Any method may reject; a rejection that is one of the
 * client's sign-in errors (`SiwxNonceRefused`, `SiwxDomainMismatch`…) is shown as it is.
 */
export interface SiwxProvider {
  /** The fields of the message to sign, nonce included; the client writes the text in the network's format. */
  readonly createMessage: (request: SiwxMessageRequest) => Promise<SiwxMessageData>
  /** Keeps a signed session (a backend checks it first and refuses a bad one). */
  readonly addSession: (session: SiwxSession) => Promise<void>
  /** The sessions of `address` on `chainId` still held. */
  readonly getSessions: (chainId: string, address: string) => Promise<ReadonlyArray<SiwxSession>>
  /** Replaces every session; `[]` signs out. */
  readonly setSessions: (sessions: ReadonlyArray<SiwxSession>) => Promise<void>
  /** Whether an account must sign in before the modal lets it go. */
  readonly getRequired: () => boolean
}

/** Why a backend refused a sign-in; the client shows the matching message (siwx/errors.ts). */
export const SIWX_REFUSAL_REASONS = ["nonce", "expired", "domain", "chain", "signature", "message"] as const
export type SiwxRefusalReason = (typeof SIWX_REFUSAL_REASONS)[number]

/**
 * A provider's refusal (light: a provider loads before the client does). The client turns it
 * into its typed sign-in error: `nonce` expired or unknown nonce, `expired` message, `domain`
 * mismatch, wrong `chain`, bad `signature`, or a `message` breaking one of the sign-in rules
 * (`rule`: one of SIWX_MESSAGE_RULES).
 */
export class SiwxProviderRefusal extends Error {
  readonly reason: SiwxRefusalReason
  readonly domain: string | undefined
  readonly chainId: string | undefined
  readonly rule: string | undefined
  constructor(
    reason: SiwxRefusalReason,
    details: {
      readonly domain?: string | undefined
      readonly chainId?: string | undefined
      readonly rule?: string | undefined
      readonly details?: string | undefined
    } = {}
  ) {
    super(details.details ?? reason)
    this.name = "SiwxProviderRefusal"
    this.reason = reason
    this.domain = details.domain
    this.chainId = details.chainId
    this.rule = details.rule
  }
}

/** Whether `value` looks like a sign-in provider (the client's options are checked before use). */
export const isSiwxProvider = (value: unknown): value is SiwxProvider =>
  typeof value === "object" &&
  value !== null &&
  ["createMessage", "addSession", "getSessions", "setSessions", "getRequired"].every(
    (name) => typeof (value as Record<string, unknown>)[name] === "function"
  )

/** A random nonce for EIP-4361 (at least 8 alphanumeric characters): 96 bits in base 36. */
export const randomNonce = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, "0")).join("")
}

const browserPage = () => {
  const location = (globalThis as { location?: { host?: string; href?: string; origin?: string } }).location
  return location?.origin !== undefined &&
    location.origin !== "null" &&
    location.host !== undefined &&
    location.href !== undefined
    ? { host: location.host, href: location.href, origin: location.origin }
    : undefined
}

const isLoopback = (host: string) => /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(host)

/** The page a sign-in message is for where there is no browser page: the domain's root (http on loopback). */
const rootOf = (domain: string) => `${isLoopback(domain) ? "http" : "https"}://${domain}/`

/** The page the client runs in, as a sign-in message names it; `fallback` where there is none (Node). */
export const pageOrigin = (fallback: { readonly domain?: string | undefined; readonly uri?: string | undefined }) => {
  const page = browserPage()
  const domain = fallback.domain ?? page?.host ?? "localhost"
  return { domain, uri: fallback.uri ?? page?.href ?? rootOf(domain) }
}

/**
 * The site the client signs in for, as it checks a message before the wallet is asked: the
 * browser page's host and origin; outside a browser (the CLI) the app's URL it was configured
 * with (`metadata.url`), else localhost.
 */
export const signInSite = (appUrl: string | undefined): { readonly domain: string; readonly origin: string } => {
  const page = browserPage()
  if (page !== undefined) return { domain: page.host, origin: page.origin }
  const app = appUrl === undefined ? undefined : URL.canParse(appUrl) ? new URL(appUrl) : undefined
  return app === undefined
    ? { domain: "localhost", origin: "http://localhost" }
    : { domain: app.host, origin: app.origin }
}
