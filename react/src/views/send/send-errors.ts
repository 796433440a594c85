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

const fieldOf = (name: string): SendField | undefined => {
  if (name === "amount" || name === "sendTokenAmount") return "amount"
  if (name === "receiver" || name === "receiverAddress") return "receiver"
  if (name === "token" || name === "token address" || name === "token decimals") return "token"
  return undefined
}

const missingKey = { token: "missingToken", amount: "missingAmount", receiver: "missingReceiver" } as const

/**
 * The core's typed rejections as the form shows them: `InvalidInput` names its
 * field, `SendRequirementsMissing` lists what is missing; the rest (fees, gas,
 * the chain, the wallet) is about the send as a whole and keeps its message.
 */
export const sendProblems = (
  error: unknown,
  t: Translate<typeof sendMessages.en>,
  errorText: (error: { readonly _tag?: string; readonly message: string }) => string
): ReadonlyArray<SendProblem> => {
  const tagged =
    typeof error === "object" && error !== null
      ? (error as { _tag?: unknown; field?: unknown; reason?: unknown; missing?: unknown })
      : {}
  if (tagged._tag === "InvalidInput" && typeof tagged.field === "string") {
    const field = fieldOf(tagged.field)
    const reason = typeof tagged.reason === "string" ? tagged.reason : ""
    return [{ field, message: capitalise(reason) }]
  }
  // Too little to relay, or more than the coins cover: about the amount typed.
  if ((tagged._tag === "BelowDustLimit" || tagged._tag === "InsufficientBalance") && error instanceof Error) {
    return [{ field: "amount", message: errorText(error as Error & { _tag: string }) }]
  }
  if (tagged._tag === "SendRequirementsMissing" && Array.isArray(tagged.missing)) {
    const fields = [...new Set(tagged.missing.map((name) => fieldOf(String(name))))]
    return fields.map((field) => ({ field, message: t(field === undefined ? "missingOther" : missingKey[field]) }))
  }
  const message = error instanceof Error && error.message !== "" ? errorText(error) : t("notPrepared")
  return [{ field: undefined, message }]
}

export const problemFor = (problems: ReadonlyArray<SendProblem>, field: SendField | undefined): string | undefined =>
  problems.find((problem) => problem.field === field)?.message
