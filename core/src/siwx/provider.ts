export { isSiwxProvider, type SiwxMessageRequest, type SiwxProvider } from "../domain/siwx-provider.js"

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
