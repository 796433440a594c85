import { loadCoreTranslations, type DisplayLocale, type LoadedTranslations } from "@gangway/core/i18n"

// One chunk per language (esbuild splits each import).
const loaders = {
  es: () => import("./locales/es/index.js"),
  de: () => import("./locales/de/index.js"),
  ja: () => import("./locales/ja/index.js"),
  "zh-CN": () => import("./locales/zh-CN/index.js"),
  ar: () => import("./locales/ar/index.js")
} satisfies Record<Exclude<DisplayLocale, "en" | "en-XA">, () => Promise<{ readonly default: object }>>

/** The core's and the CLI's translations for a language other than English, by namespace. */
export const loadTranslations = async (locale: Exclude<DisplayLocale, "en" | "en-XA">): Promise<LoadedTranslations> => {
  const [core, cli] = await Promise.all([loadCoreTranslations(locale), loaders[locale]()])
  return { ...core, ...(cli.default as LoadedTranslations) }
}
