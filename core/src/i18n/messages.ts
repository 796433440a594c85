// Effect-free: catalogues are plain objects; a namespace's English ships with the code that
// shows it, the other languages load when chosen.
import { formatMessage, type MessageParams } from "./format-message.js"
import { PSEUDO_LOCALE, type DisplayLocale } from "./locales.js"

export type Messages = Readonly<Record<string, string>>

/** A namespace of messages: its name and its English entries (the reference every language translates). */
export interface MessageNamespace<M extends Messages = Messages> {
  readonly namespace: string
  readonly en: M
}

/** Every key of a namespace in one language: a missing key is a type error. */
export type Translation<M extends Messages> = { readonly [K in keyof M]: string }

/** One language's translations of a package's namespaces, by namespace name. */
export type LocaleTranslations<N extends { readonly [K in keyof N]: Messages }> = { readonly [K in keyof N]: Translation<N[K]> }

/** The loaded translations of the current language (namespace → key → message); none for English. */
export type LoadedTranslations = Readonly<Record<string, Messages | undefined>>

export const defineMessages = <const M extends Messages>(namespace: string, en: M): MessageNamespace<M> => ({ namespace, en })

/** A function that gives a namespace's messages in the current language. */
export type Translate<M extends Messages> = (key: keyof M & string, params?: MessageParams) => string

/**
 * The message `key` of a namespace in `locale` with its parameters filled in: the loaded
 * translation, or the English entry when the language has none for it. In the pseudo-locale
 * the English text is wrapped in ⟦ ⟧.
 */
export const translate = <M extends Messages>(
  messages: MessageNamespace<M>,
  locale: DisplayLocale,
  loaded: LoadedTranslations | undefined,
  key: keyof M & string,
  params?: MessageParams
): string => {
  const pattern = loaded?.[messages.namespace]?.[key] ?? messages.en[key]!
  if (locale === PSEUDO_LOCALE) return `⟦${formatMessage("en", pattern, params)}⟧`
  return formatMessage(locale, pattern, params)
}

/** `translate` bound to a namespace, a locale and its loaded translations. */
export const translator =
  <M extends Messages>(messages: MessageNamespace<M>, locale: DisplayLocale, loaded: LoadedTranslations | undefined): Translate<M> =>
  (key, params) =>
    translate(messages, locale, loaded, key, params)
