import { useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { LocaleContext, type LocaleValue } from "./locale-context.js"
import type { ShownLocale } from "./switch-locale.js"

interface Props {
  /** The dApp's `locale` option; without it, the browser's languages. */
  readonly locale: string | undefined
  readonly children?: ReactNode
}

const ENGLISH: ShownLocale = { locale: "en", direction: "ltr", loaded: undefined }

// English first (`en`, `en-US`, not the pseudo-locale `en-XA`): nothing more to load.
const englishFirst = (tags: string | ReadonlyArray<string>) =>
  /^en($|[-_](?!xa))/i.test((typeof tags === "string" ? tags : tags[0]) ?? "en")

/**
 * Keeps the UI's language. The first render is English (as the server renders it, so
 * hydration matches); for another language its code and translations load, then the UI
 * switches in one render. An English visitor loads nothing more. A language whose chunk
 * fails to load leaves the UI as it was.
 */
export const LocaleProvider = ({ locale: option, children }: Props) => {
  const [shown, setShown] = useState(ENGLISH)
  // Only the latest request switches: a slow chunk cannot undo a later choice.
  const latest = useRef(0)
  const [setLocale] = useState(() => async (tags: string | ReadonlyArray<string>) => {
    const request = ++latest.current
    const next = englishFirst(tags) ? ENGLISH : await (await import("./switch-locale.js")).resolveLocale(tags)
    if (request === latest.current) setShown(next)
  })
  useEffect(() => {
    const wanted = option ?? (typeof navigator === "undefined" ? undefined : navigator.languages)
    if (wanted !== undefined) void setLocale(wanted).catch(() => undefined)
  }, [option, setLocale])
  const value = useMemo<LocaleValue>(() => ({ ...shown, setLocale }), [shown, setLocale])
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
}
