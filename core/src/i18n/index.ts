// `@gangway/core/i18n`: the message format, the shipped locales and the catalogues' types,
// without Effect (the React first bundle and the CLI use it).
export { formatMessage, messageParameters, MessageSyntaxError, type MessageParams } from "./format-message.js"
export { isDisplayLocale, localeDirection, LOCALES, matchLocale, PSEUDO_LOCALE, type DisplayLocale, type Locale } from "./locales.js"
export { defineMessages } from "./define-messages.js"
export {
  definePlainMessages,
  translate,
  translator,
  type LoadedTranslations,
  type LocaleTranslations,
  type MessageNamespace,
  type MessageFormatter,
  type Messages,
  type PlainText,
  type Translate,
  type Translation
} from "./messages.js"
export { loadCoreTranslations } from "./load-translations.js"
export type { CoreNamespaces } from "./namespaces.js"
export { describeError, errorMessages } from "./errors-messages.js"
export { noticeMessages, type NoticeKey } from "./notices-messages.js"
