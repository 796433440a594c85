// Loaded only for a person whose language is not English: the core's error catalogue stays
// off the CLI's cold start.
import { describeError } from "@gangway/core/i18n"
import type { Failure } from "../failure.js"
import { say, type Language } from "./language.js"
import { hintKey, outputMessages } from "./output-messages.js"

/** What stderr says of a failure in `language`: the error by its tag (else its own message), then the hint. */
export const failureText = (failure: Failure, language: Language): string => {
  const message =
    failure.error === undefined ? failure.message : describeError(failure.error, language.locale, language.loaded)
  const key = hintKey(failure.tag)
  const hint =
    failure.hint === undefined
      ? undefined
      : Object.hasOwn(outputMessages.en, key) && outputMessages.en[key] === failure.hint
        ? say(language, outputMessages, key)
        : failure.hint
  return `${say(language, outputMessages, "error", { message })}\n${hint === undefined ? "" : `${hint}\n`}`
}
