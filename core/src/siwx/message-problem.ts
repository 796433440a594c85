/** Each rule a message can break, by the part of it that breaks it. */
export const SIWX_MESSAGE_RULES = [
  "format",
  "domain",
  "uri",
  "chain",
  "address",
  "version",
  "nonce",
  "statement",
  "resources",
  "issued-at",
  "expiration-time",
  "not-before",
  "request-id"
] as const
export type SiwxMessageRule = (typeof SIWX_MESSAGE_RULES)[number]

export interface SiwxMessageProblem {
  readonly rule: SiwxMessageRule
  /** What is wrong, in English, for logs and the error's details. */
  readonly details: string
}

/** Where and when a message is checked: the site it must name, the networks it may sign in on, the clock. */
export interface SiwxSiteContext {
  /** The host the message must name (the page's `location.host`, the CLI's app domain, the server's own site). */
  readonly domain: string
  /** The origin its URI must be on; without one, the URI's host must be the message's domain. */
  readonly origin?: string | undefined
  /** The networks (CAIP-2) it may sign in on. */
  readonly chains: ReadonlyArray<string>
  /** Now, in ms since the epoch. */
  readonly now: number
}

/** The longest message a server reads (a statement, a few resources and the fields fit well within). */
export const SIWX_MESSAGE_MAX_LENGTH = 16 * 1024

/** How far ahead of our clock the other side's may be (issued at, not before). */
export const SIWX_CLOCK_SKEW_MS = 5 * 60_000

export const problem = (rule: SiwxMessageRule, details: string): SiwxMessageProblem => ({ rule, details })
