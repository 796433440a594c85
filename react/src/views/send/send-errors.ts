import { type InvalidInput, type InvalidInputField, isGangwayError } from "@gangway/core"
import type { Translate } from "@gangway/core/i18n"
import type { sendMessages } from "./messages.js"

/** The fields of the send form a core error can concern. */
export type SendField = "token" | "amount" | "receiver"

/** What the form shows of a failure: next to a field when it names one, else under the form. */
export interface SendProblem {
  readonly field: SendField | undefined
  readonly message: string
}

// "more decimals than …" reads as a sentence; a reason that starts with what the user typed keeps it as typed.
export const capitalise = (text: string) => (/^[a-z]+(\s|$)/.test(text) ? text[0]!.toUpperCase() + text.slice(1) : text)

// By the core's own field names: a name that is not an InvalidInputField fails to typecheck.
const invalidInputFields: { readonly [F in InvalidInputField]?: SendField } = {
  amount: "amount",
  receiver: "receiver",
  token: "token"
}

// What SendRequirementsMissing lists (core/src/domain/send.ts).
const missingFields: Readonly<Record<string, SendField>> = {
  amount: "amount",
  receiver: "receiver",
  "token address": "token",
  "token decimals": "token"
}

const missingFieldOf = (name: string): SendField | undefined =>
  Object.hasOwn(missingFields, name) ? missingFields[name] : undefined

const missingKey = { token: "missingToken", amount: "missingAmount", receiver: "missingReceiver" } as const

/**
 * The core's typed rejections as the form shows them: `InvalidInput` names its
 * field (its reason in the visitor's language where the core typed it: a refused
 * receiver), `SendRequirementsMissing` lists what is missing; the rest (fees, gas,
 * the chain, the wallet) is about the send as a whole and keeps its message.
 */
export const sendProblems = (
  error: unknown,
  t: Translate<typeof sendMessages.en>,
  errorText: (error: { readonly _tag?: string; readonly message: string }) => string,
  reasonText: (error: InvalidInput) => string
): ReadonlyArray<SendProblem> => {
  if (isGangwayError(error, "InvalidInput")) {
    return [{ field: invalidInputFields[error.field], message: capitalise(reasonText(error)) }]
  }
  // Too little to relay, or more than the coins cover: about the amount typed.
  if (isGangwayError(error, "BelowDustLimit") || isGangwayError(error, "InsufficientBalance")) {
    return [{ field: "amount", message: errorText(error) }]
  }
  if (isGangwayError(error, "SendRequirementsMissing")) {
    const fields = [...new Set(error.missing.map(missingFieldOf))]
    return fields.map((field) => ({ field, message: t(field === undefined ? "missingOther" : missingKey[field]) }))
  }
  const message = error instanceof Error && error.message !== "" ? errorText(error) : t("notPrepared")
  return [{ field: undefined, message }]
}

export const problemFor = (problems: ReadonlyArray<SendProblem>, field: SendField | undefined): string | undefined =>
  problems.find((problem) => problem.field === field)?.message
