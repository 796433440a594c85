// Effect-free: catalogues are plain objects; a namespace's English ships with the code that
// shows it, the other languages load when chosen.
import type { DisplayLocale } from "./locales.js"
import { PSEUDO_LOCALE } from "./pseudo-locale.js"
import type { MessageParams } from "./format-message.js"

export type Messages = Readonly<Record<string, string>>

/** How a namespace fills its messages' parameters (`formatMessage`); none for plain text. */
export type MessageFormatter = (locale: string, pattern: string, params?: MessageParams) => string

/** A namespace of messages: its name, its English entries (the reference every language translates), its formatter. */
export interface MessageNamespace<M extends Messages = Messages> {
  readonly namespace: string
  readonly en: M
  readonly format?: MessageFormatter | undefined
}

/** Every key of a namespace in one language: a missing key is a type error. */
export type Translation<M extends Messages> = { readonly [K in keyof M]: string }

/** One language's translations of a package's namespaces, by namespace name. */
export type LocaleTranslations<N extends { readonly [K in keyof N]: Messages }> = {
  readonly [K in keyof N]: Translation<N[K]>
}

/** The loaded translations of the current language (namespace → key → message); none for English. */
export type LoadedTranslations = Readonly<Record<string, Messages | undefined>>

/** Entries without braces: a message with a parameter here is a type error. */
export type PlainText<M extends Messages> = {
  readonly [K in keyof M]: M[K] extends `${string}{${string}` | `${string}}${string}` ? never : M[K]
}

/**
 * A namespace of plain text (no parameters, no plurals), for what the page shows before the
 * first click: it needs no message formatter, so the page's first bundle carries none.
 * Messages with parameters: `defineMessages`.
 */
export const definePlainMessages = <const M extends Messages>(
  namespace: string,
  en: M & PlainText<M>
): MessageNamespace<M> => ({ namespace, en })

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
  const pseudo = locale === PSEUDO_LOCALE
  const pattern = (pseudo ? undefined : loaded?.[messages.namespace]?.[key]) ?? messages.en[key]!
  const text = messages.format === undefined ? pattern : messages.format(pseudo ? "en" : locale, pattern, params)
  return pseudo ? `⟦${text}⟧` : text
}

/** `translate` bound to a namespace, a locale and its loaded translations. */
export const translator =
  <M extends Messages>(
    messages: MessageNamespace<M>,
    locale: DisplayLocale,
    loaded: LoadedTranslations | undefined
  ): Translate<M> =>
  (key, params) =>
    translate(messages, locale, loaded, key, params)
