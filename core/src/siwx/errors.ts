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
export class SiwxNonceRefused extends GangwayError<SiwxNonceRefused>(DOCS)("SiwxNonceRefused", Details) {}

/** The message's expiration time has passed (or its not-before time has not come). */
export class SiwxMessageExpired extends GangwayError<SiwxMessageExpired>(DOCS)("SiwxMessageExpired", Details) {}

/** The message names another site than the one checking it. */
export class SiwxDomainMismatch extends GangwayError<SiwxDomainMismatch>(DOCS)("SiwxDomainMismatch", {
  domain: Schema.String,
  ...Details
}) {}

/** The message signs in on a network the site does not accept. */
export class SiwxWrongChain extends GangwayError<SiwxWrongChain>(DOCS)("SiwxWrongChain", {
  chainId: Schema.String,
  ...Details
}) {}

/** The signature is not the account's over that message. */
export class SiwxSignatureInvalid extends GangwayError<SiwxSignatureInvalid>(DOCS)("SiwxSignatureInvalid", Details) {}

/** The sign-in backend could not be reached or gave an answer it should not. */
export class SiwxBackendFailed extends GangwayError<SiwxBackendFailed>(DOCS)("SiwxBackendFailed", {
  url: Schema.String,
  ...Details
}) {}

/**
 * The message breaks one of the sign-in rules (message-rules.ts): the client found it before
 * the wallet was asked, or a server after. `reason` names the rule; nothing was signed in.
 */
export class SiwxMessageRefused extends GangwayError<SiwxMessageRefused>(DOCS)("SiwxMessageRefused", {
  reason: Schema.Literals(SIWX_MESSAGE_RULES),
  ...Details
}) {}

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
