import { useEffect, useState } from "react"
import { useLocale } from "../../i18n/use-messages.js"
import { whenLabel } from "./describe.js"

const DAY = 24 * 60 * 60_000
/** Often enough that "5 minutes ago" is never more than half a minute behind. */
export const RELATIVE_REFRESH_MS = 30_000

const isRecent = (minedAt: string, now: number) => {
  const age = now - Date.parse(minedAt)
  return age >= 0 && age < DAY
}

/**
 * When a transaction was mined: "5 minutes ago" within the last day, kept current while the list
 * stays open (a timer runs only for such a row, and stops once it is a day old), else its day.
 */
export const MinedWhen = ({ minedAt }: { readonly minedAt: string }) => {
  const { locale } = useLocale()
  const [now, setNow] = useState(() => Date.now())
  const recent = isRecent(minedAt, now)
  useEffect(() => {
    if (!recent) return
    const timer = setInterval(() => setNow(Date.now()), RELATIVE_REFRESH_MS)
    return () => clearInterval(timer)
  }, [recent])
  return <>{whenLabel(minedAt, now, locale)}</>
}
