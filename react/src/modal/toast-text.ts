import type { ToastState } from "@gangway/core"
import { useContext, useEffect, useState } from "react"
import { LocaleContext } from "../i18n/locale-context.js"
import type { translateToast } from "./toast-translation.js"

/**
 * A toast's text in the visitor's language. The core gives it in English (`message`) with what
 * it is about; only a visitor in another language loads the catalogues that translate it. A
 * dApp's own toast (no `about`) shows as given.
 */
export const useToastText = (toast: ToastState): string => {
  const { locale, loaded } = useContext(LocaleContext)
  const [translate, setTranslate] = useState<typeof translateToast>()
  const translated = locale !== "en" && toast.about !== undefined
  useEffect(() => {
    if (!translated || translate !== undefined) return
    let live = true
    void import("./toast-translation.js").then((module) => live && setTranslate(() => module.translateToast))
    return () => {
      live = false
    }
  }, [translated, translate])
  return translated && translate !== undefined ? translate(toast.about!, locale, loaded) : toast.message
}
