import type { ToastState } from "@gangway/core"
import { useContext, useEffect, useState } from "react"
import { LocaleContext } from "../i18n/locale-context.js"
import type { translateToast } from "./toast-translation.js"

/**
 * A toast's text in the visitor's language. The core gives it in English (`message`) with what
 * it is about; only a visitor in another language loads the catalogues that translate it (this
 * hook is in the page's first bundle: keep it this small). A dApp's own toast (no `about`) shows as given.
 */
export const useToastText = (toast: ToastState): string => {
  const { locale, loaded } = useContext(LocaleContext)
  const [translate, setTranslate] = useState<typeof translateToast>()
  const about = locale === "en" ? undefined : toast.about
  useEffect(() => {
    if (about && !translate)
      void import("./toast-translation.js").then((module) => setTranslate(() => module.translateToast))
  }, [about, translate])
  return about && translate ? translate(about, locale, loaded) : toast.message
}
