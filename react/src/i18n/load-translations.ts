import { loadCoreTranslations, type DisplayLocale, type LoadedTranslations } from "@gangway/core/i18n"

// One chunk per language, loaded when chosen (the English entries ship with the components).
const loaders = {
  es: () => import("./locales/es/index.js"),
  de: () => import("./locales/de/index.js"),
  ja: () => import("./locales/ja/index.js"),
  "zh-CN": () => import("./locales/zh-CN/index.js"),
  ar: () => import("./locales/ar/index.js")
} satisfies Record<Exclude<DisplayLocale, "en" | "en-XA">, () => Promise<{ readonly default: object }>>

/** The modal's and the core's translations for `locale` by namespace; none in English and the pseudo-locale. */
export const loadTranslations = async (locale: DisplayLocale): Promise<LoadedTranslations | undefined> => {
  if (locale === "en" || locale === "en-XA") return undefined
  const [own, core] = await Promise.all([loaders[locale](), loadCoreTranslations(locale)])
  return { ...core, ...(own.default as LoadedTranslations) }
}
