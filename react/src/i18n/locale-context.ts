import type { DisplayLocale, LoadedTranslations } from "@gangway/core/i18n"
import { createContext } from "react"

export interface LocaleValue {
  /** The locale the UI speaks now (its translations are loaded). */
  readonly locale: DisplayLocale
  readonly direction: "ltr" | "rtl"
  /** The current locale's translations by namespace; undefined in English. */
  readonly loaded: LoadedTranslations | undefined
  /**
   * Switches the language: the closest shipped locale to `tags` (a BCP 47 tag, or a list of them, first preferred) (English when none fits),
   * once its translations have loaded.
   */
  readonly setLocale: (tags: string | ReadonlyArray<string>) => Promise<void>
}

export const LocaleContext = createContext<LocaleValue>({
  locale: "en",
  direction: "ltr",
  loaded: undefined,
  setLocale: () => Promise.resolve()
})
