// `@gangway/core/i18n/runtime`: matching a locale and filling a namespace's messages, without
// any catalogue. For a bundle whose first chunk must stay small (the CLI's --help): the errors
// and notices catalogues come from `@gangway/core/i18n` where they are shown.
export { formatMessage, type MessageParams } from "./format-message.js"
export {
  isDisplayLocale,
  localeDirection,
  LOCALES,
  matchLocale,
  PSEUDO_LOCALE,
  type DisplayLocale,
  type Locale
} from "./locales.js"
export { defineMessages } from "./define-messages.js"
export {
  definePlainMessages,
  translate,
  translator,
  type LoadedTranslations,
  type LocaleTranslations,
  type MessageNamespace,
  type Messages,
  type Translate,
  type Translation
} from "./messages.js"
