import { describeError, describeReason } from "@gangway/core/i18n"
import { useContext, useMemo } from "react"
import { LocaleContext } from "./locale-context.js"

/** A function that gives a core error's message in the visitor's language (by its tag). */
export const useErrorText = () => {
  const { locale, loaded } = useContext(LocaleContext)
  return useMemo(
    () => (error: { readonly _tag?: string | undefined; readonly message: string }) =>
      describeError(error, locale, loaded),
    [locale, loaded]
  )
}

/** A function that gives an `InvalidInput`'s reason in the visitor's language (a refused receiver's typed problem). */
export const useReasonText = () => {
  const { locale, loaded } = useContext(LocaleContext)
  return useMemo(
    () => (error: Parameters<typeof describeReason>[0]) => describeReason(error, locale, loaded),
    [locale, loaded]
  )
}
