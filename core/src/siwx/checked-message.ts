import { Effect } from "effect"
import type { SiwxMessageData } from "../domain/siwx.js"
import { SiwxMessageRefused } from "./errors.js"
import { signInMessageProblems, writeSignInMessage, type SiwxSiteContext } from "./message-rules.js"

/**
 * The text the wallet is to sign, once the provider's fields pass every sign-in rule for this
 * site; the first broken rule as SiwxMessageRefused otherwise (nothing is signed). The data
 * returned is what the text says (times as it writes them, the account checksummed).
 */
export const checkedMessage = Effect.fn("SignInFlow.checkedMessage")(function* (
  fields: SiwxMessageData,
  context: SiwxSiteContext
) {
  const written = writeSignInMessage(fields)
  if ("problem" in written)
    return yield* new SiwxMessageRefused({ reason: written.problem.rule, details: written.problem.details })
  const broken = signInMessageProblems(written.data, context)[0]
  if (broken !== undefined) return yield* new SiwxMessageRefused({ reason: broken.rule, details: broken.details })
  return written
})
