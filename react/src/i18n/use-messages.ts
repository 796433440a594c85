import { translator, type Messages, type MessageNamespace, type Translate } from "@gangway/core/i18n"
import { useContext, useMemo } from "react"
import { LocaleContext } from "./locale-context.js"

/**
 * A namespace's messages in the visitor's language: `t("key", { param })`. The namespace's
 * English ships with the component that uses it; other languages load when chosen.
 */
export const useMessages = <M extends Messages>(messages: MessageNamespace<M>): Translate<M> => {
  const { locale, loaded } = useContext(LocaleContext)
  return useMemo(() => translator(messages, locale, loaded), [messages, locale, loaded])
}

/** The language the UI speaks, which way it runs, and the way to change it. */
export const useLocale = () => {
  const { locale, direction, setLocale } = useContext(LocaleContext)
  return { locale, direction, setLocale }
}

/** The `lang` and `dir` attributes of a Gangway root element (the modal, a button, the toasts). */
export const useLocaleAttributes = () => {
  const { locale, direction } = useContext(LocaleContext)
  return { lang: locale, dir: direction }
}
