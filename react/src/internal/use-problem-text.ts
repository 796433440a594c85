import { useMemo } from "react"
import { useErrorText } from "../i18n/use-error-text.js"

/**
 * A failure caught by a view, as the visitor reads it: a core error in their language (by its
 * tag), any other error's own message, or the view's fallback when it carries none.
 */
export const useProblemText = () => {
  const errorText = useErrorText()
  return useMemo(
    () => (error: unknown, fallback: string) =>
      error instanceof Error && error.message !== ""
        ? errorText(error as Error & { readonly _tag?: string | undefined })
        : fallback,
    [errorText]
  )
}
