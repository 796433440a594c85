import { renderToString } from "ink"
import type { ReactElement } from "react"

/** A screen drawn once as text (for results printed on stdout). */
export const screenText = (element: ReactElement, columns = 100): string => renderToString(element, { columns })
