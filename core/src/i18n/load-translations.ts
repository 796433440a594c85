import type { LoadedTranslations } from "./messages.js"
import type { DisplayLocale } from "./locales.js"

// One chunk per language, loaded when chosen: a dApp's bundler splits each import.
const loaders = {
  es: () => import("./locales/es/index.js"),
  de: () => import("./locales/de/index.js"),
  ja: () => import("./locales/ja/index.js"),
  "zh-CN": () => import("./locales/zh-CN/index.js"),
  ar: () => import("./locales/ar/index.js")
} satisfies Record<Exclude<DisplayLocale, "en" | "en-XA">, () => Promise<{ readonly default: object }>>

/**
 * The core's translations for `locale` (the messages the modal and the CLI share), by
 * namespace; none for English and the pseudo-locale, whose text is the English entries.
 */
export const loadCoreTranslations = async (locale: DisplayLocale): Promise<LoadedTranslations | undefined> =>
  locale === "en" || locale === "en-XA" ? undefined : ((await loaders[locale]()).default as LoadedTranslations)
