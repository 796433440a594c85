// Effect-free: the modal and the CLI show the core's errors in the visitor's language.
import { defineMessages } from "./define-messages.js"
import { translate, type LoadedTranslations } from "./messages.js"
import type { DisplayLocale } from "./locales.js"

/**
 * What the core's errors say, by the error's tag. The English entries are the errors' own
 * messages (SPEC §8's exact words); a parameter `{name}` is filled from the error's field
 * of that name. An error without an entry shows its own (English) message.
 */
export const errorMessages = defineMessages("errors", {})

type ErrorLike = { readonly _tag?: string | undefined; readonly message: string }

const paramsOf = (error: ErrorLike) =>
  Object.fromEntries(
    Object.entries(error as Readonly<Record<string, unknown>>).filter((entry): entry is [string, string | number | bigint] =>
      ["string", "number", "bigint"].includes(typeof entry[1])
    )
  )

/** An error's message in `locale`: its catalogue entry by tag, else its own message. */
export const describeError = (error: ErrorLike, locale: DisplayLocale, loaded: LoadedTranslations | undefined): string => {
  const tag = error._tag
  if (tag === undefined || !Object.hasOwn(errorMessages.en, tag)) return error.message
  return translate(errorMessages, locale, loaded, tag as never, paramsOf(error))
}
