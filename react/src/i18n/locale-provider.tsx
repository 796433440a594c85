import { localeDirection, matchLocale, type DisplayLocale, type LoadedTranslations } from "@gangway/core/i18n"
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { LocaleContext, type LocaleValue } from "./locale-context.js"

interface Props {
  /** The dApp's `locale` option; without it, the browser's languages. */
  readonly locale: string | undefined
  readonly children?: ReactNode
}

interface Shown {
  readonly locale: DisplayLocale
  readonly loaded: LoadedTranslations | undefined
}

/**
 * Keeps the UI's language. The first render is English (as the server renders it, so
 * hydration matches); then the chosen language's translations load and the UI switches
 * to it at once, in one render. A language whose chunk fails to load leaves the UI as it was.
 */
export const LocaleProvider = ({ locale: option, children }: Props) => {
  const [shown, setShown] = useState<Shown>({ locale: "en", loaded: undefined })
  // Only the latest request switches: a slow chunk cannot undo a later choice.
  const latest = useRef(0)
  const [setLocale] = useState(() => async (tags: string | ReadonlyArray<string>) => {
    const request = ++latest.current
    const locale = matchLocale(tags)
    // English and the pseudo-locale need no chunk: an English visitor loads nothing more.
    const loaded = locale === "en" || locale === "en-XA" ? undefined : await (await import("./load-translations.js")).loadTranslations(locale)
    if (request === latest.current) setShown((current) => (current.locale === locale && current.loaded === loaded ? current : { locale, loaded }))
  })
  useEffect(() => {
    const wanted = option ?? (typeof navigator === "undefined" ? undefined : navigator.languages)
    if (wanted !== undefined) void setLocale(wanted).catch(() => undefined)
  }, [option, setLocale])
  const value = useMemo<LocaleValue>(
    () => ({ locale: shown.locale, direction: localeDirection(shown.locale), loaded: shown.loaded, setLocale }),
    [shown, setLocale]
  )
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
}
