/**
 * Why a sign-in was refused (SPEC §8 names 'SIWX is not enabled', 'Signature declined' and
 * 'This application might not support Smart Accounts'; those live in errors.ts). Each says
 * what happened and what to do. A backend (siwxServer's reference server) answers with
 * the `reason` names below, so the client shows the same text.
 */
import { Schema } from "effect"
import { SIWX_MESSAGE_RULES, type SiwxMessageRule } from "./message-rules.js"
import type { SiwxRefusalReason } from "./provider.js"
import { Details } from "../errors/details.js"
import { GangwayError } from "../errors/gangway-error.js"

const DOCS = "docs/errors.md#sign-in"

/** The nonce was never issued, was used already, or expired before the signature came back. */
export class SiwxNonceRefused extends GangwayError<SiwxNonceRefused>(DOCS)("SiwxNonceRefused", Details) {
  override get message() {
    return "This sign-in request has expired or was already used. Sign in again."
  }
}

/** The message's expiration time has passed (or its not-before time has not come). */
export class SiwxMessageExpired extends GangwayError<SiwxMessageExpired>(DOCS)("SiwxMessageExpired", Details) {
  override get message() {
    return "The sign-in message is no longer valid. Sign in again."
  }
}

/** The message names another site than the one checking it. */
export class SiwxDomainMismatch extends GangwayError<SiwxDomainMismatch>(DOCS)("SiwxDomainMismatch", {
  domain: Schema.String,
  ...Details
}) {
  override get message() {
    return `The sign-in message is for ${this.domain}, not this site. Sign in from this site's own page.`
  }
}

/** The message signs in on a network the site does not accept. */
export class SiwxWrongChain extends GangwayError<SiwxWrongChain>(DOCS)("SiwxWrongChain", {
  chainId: Schema.String,
  ...Details
}) {
  override get message() {
    return `Sign-in on ${this.chainId} is not accepted here. Switch to one of the site's networks and sign in again.`
  }
}

/** The signature is not the account's over that message. */
export class SiwxSignatureInvalid extends GangwayError<SiwxSignatureInvalid>(DOCS)("SiwxSignatureInvalid", Details) {
  override get message() {
    return "The signature does not match the connected account. Sign in again with that account."
  }
}

/** The sign-in backend could not be reached or gave an answer it should not. */
export class SiwxBackendFailed extends GangwayError<SiwxBackendFailed>(DOCS)("SiwxBackendFailed", {
  url: Schema.String,
  ...Details
}) {
  override get message() {
    return `The sign-in service at ${this.url} did not answer as expected. Try again in a moment.`
  }
}

/**
 * The message breaks one of the sign-in rules (message-rules.ts): the client found it before
 * the wallet was asked, or a server after. `reason` names the rule; nothing was signed in.
 */
export class SiwxMessageRefused extends GangwayError<SiwxMessageRefused>(DOCS)("SiwxMessageRefused", {
  reason: Schema.Literals(SIWX_MESSAGE_RULES),
  ...Details
}) {
  override get message() {
    return `The sign-in message was refused: ${RULE_WORDS[this.reason]}. Nothing was signed in. Try again, and tell the site if it happens again.`
  }
}

const RULE_WORDS: Readonly<Record<SiwxMessageRefused["reason"], string>> = {
  format: "it is not a well-formed sign-in message",
  domain: "it names another site than this one",
  uri: "its address is not on this site",
  chain: "its network is not one of this site's",
  address: "its account is not written as the standard asks",
  version: "its version is not 1",
  nonce: "its one-time code is not 8 or more letters and digits",
  statement: "its statement is not a single line",
  resources: "one of its resources is not a valid address",
  "issued-at": "its time of issue is malformed or in the future",
  "expiration-time": "it has expired, or its expiry is malformed",
  "not-before": "its start time is malformed or not yet come",
  "request-id": "its request ID is not a single line"
}

export type SiwxRefusal =
  | SiwxMessageRefused
  | SiwxNonceRefused
  | SiwxMessageExpired
  | SiwxDomainMismatch
  | SiwxWrongChain
  | SiwxSignatureInvalid

/** The refusal each reason a sign-in backend replies with stands for. */
export const refusalOf = (
  reason: SiwxRefusalReason,
  details: {
    readonly domain?: string | undefined
    readonly chainId?: string | undefined
    readonly rule?: string | undefined
    readonly details?: string | undefined
  }
): SiwxRefusal => {
  const info = details.details === undefined ? {} : { details: details.details }
  switch (reason) {
    case "nonce":
      return new SiwxNonceRefused(info)
    case "expired":
      return new SiwxMessageExpired(info)
    case "domain":
      return new SiwxDomainMismatch({ domain: details.domain ?? "another site", ...info })
    case "chain":
      return new SiwxWrongChain({ chainId: details.chainId ?? "that network", ...info })
    case "signature":
      return new SiwxSignatureInvalid(info)
    case "message":
      return new SiwxMessageRefused({
        reason: SIWX_MESSAGE_RULES.includes(details.rule as SiwxMessageRule)
          ? (details.rule as SiwxMessageRule)
          : "format",
        ...info
      })
  }
}
