import { readSignInMessage, siteProblems, type SiwxMessageRule } from "@gangway/core/siwx-rules"
import { verifySignature } from "./signature.js"
import type { SiwxStore } from "./store.js"

/** A signed-in account: the message it signed, checked, and the signature. */
export interface SignedSession {
  readonly data: {
    readonly accountAddress: string
    /** CAIP-2. */
    readonly chainId: string
    readonly domain: string
    readonly nonce: string
    readonly issuedAt: string
    readonly expirationTime?: string | undefined
  }
  readonly message: string
  readonly signature: string
}

/** Why a sign-in was refused: the reply's body, as `siwxServer` reads it. */
export interface SiwxRefusal {
  readonly reason: "nonce" | "expired" | "domain" | "chain" | "signature" | "message"
  readonly domain?: string
  readonly chainId?: string
  /** With reason `message`: the sign-in rule broken (SIWX_MESSAGE_RULES). */
  readonly rule?: SiwxMessageRule
  readonly details: string
}

/** The page that calls, by its Origin header; undefined for a caller without one (not a browser). */
export interface CallingPage {
  readonly host: string
  readonly origin: string
}

export interface SignInVerifier {
  readonly chains: ReadonlySet<string>
  /** The sites a message may name when the request has no Origin. */
  readonly domains: ReadonlyArray<string>
  readonly store: SiwxStore
  readonly rpcUrls: Readonly<Record<string, string>>
  readonly now: () => number
}

const text = (body: unknown, name: string) => {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined
  return typeof value === "string" ? value : undefined
}

/**
 * Checks a signed sign-in message as the server must, in this order: strictly read (the text
 * is exactly what its fields write), on an accepted network, for the calling site (its URI on
 * that site, issued not ahead), with a nonce issued to this caller (taken once, whatever
 * follows), in time, and signed by its account. A refusal says why; `undefined` is a body
 * without a message and a signature.
 */
export const verifySignIn = async (
  verifier: SignInVerifier,
  page: CallingPage | undefined,
  caller: string | undefined,
  body: unknown
): Promise<SignedSession | SiwxRefusal | undefined> => {
  const { chains, domains, store, now } = verifier
  const message = text(body, "message")
  const signature = text(body, "signature")
  if (message === undefined || signature === undefined) return undefined
  const strict = readSignInMessage(message)
  if ("problem" in strict) return { reason: "message", rule: strict.problem.rule, details: strict.problem.details }
  const data = strict.data
  if (!chains.has(data.chainId))
    return { reason: "chain", chainId: data.chainId, details: `${data.chainId} is not accepted` }
  const expected = page === undefined ? domains : [page.host]
  if (!expected.includes(data.domain))
    return { reason: "domain", domain: data.domain, details: `expected ${expected.join(" or ")}` }
  // The page (its URI on the Origin, else on the message's domain) and the time of issue, by the rules the client follows too.
  const broken = siteProblems(data, { domain: data.domain, origin: page?.origin, chains: [...chains], now: now() })
  const timing = broken.find((item) => item.rule === "expiration-time" || item.rule === "not-before")
  const other = broken.find((item) => item !== timing)
  if (other !== undefined) return { reason: "message", rule: other.rule, details: other.details }
  const issued = caller === undefined ? undefined : await store.takeNonce(caller, data.nonce)
  if (issued === undefined) return { reason: "nonce", details: "the nonce was not issued to this caller, or was used" }
  if (now() > issued.expiresAt) return { reason: "nonce", details: "the nonce expired" }
  if (data.expirationTime !== undefined && !(Date.parse(data.expirationTime) > now()))
    return { reason: "expired", details: "the message expired" }
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > now())
    return { reason: "expired", details: "the message is not valid yet" }
  if (timing !== undefined) return { reason: "expired", details: timing.details }
  if (!(await verifySignature(data, message, signature, verifier.rpcUrls)))
    return { reason: "signature", details: "the signature is not the account's" }
  const { accountAddress, chainId, domain, nonce, issuedAt, expirationTime } = data
  return { data: { accountAddress, chainId, domain, nonce, issuedAt, expirationTime }, message, signature }
}
