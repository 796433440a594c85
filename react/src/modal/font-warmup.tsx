import { useEffect, useState } from "react"
import { selectThemeTokens } from "../hooks/selectors.js"
import { useGangwayState } from "../hooks/use-gangway-state.js"
import { useLocaleAttributes } from "../i18n/use-messages.js"
import { onIdle } from "../internal/on-idle.js"
import { css } from "../internal/stylesheet.js"
import { modalCss } from "./modal-stylesheet.js"
import { themeStyle } from "../internal/theme-style.js"

const matches = (pattern: RegExp) => [
  ...new Set([...`${css}${modalCss}`.matchAll(pattern)].map((match) => Number(match[1])))
]

/** Every text size the stylesheet sets, with every weight it sets (and the regular one). */
const textStyles = (): Array<readonly [size: number, weight: number]> => {
  const weights = [400, ...matches(/font-weight:(\d+)/g).filter((weight) => weight !== 400)]
  return matches(/font-size:(\d+(?:\.\d+)?)px/g).flatMap((size) => weights.map((weight) => [size, weight] as const))
}

/**
 * The first time a page draws text at a new size and weight, the browser looks
 * the font up and builds its glyph data: on this machine ~10 ms of the modal's
 * first layout. Once idle, before any click, this draws one hidden line of each
 * of the modal's text styles in the theme's font and removes it after a frame,
 * so that opening the modal finds the fonts ready.
 */
export const FontWarmup = () => {
  const tokens = useGangwayState(selectThemeTokens)
  const localeAttributes = useLocaleAttributes()
  const [phase, setPhase] = useState<"waiting" | "drawing" | "done">("waiting")

  useEffect(() => {
    if (phase === "waiting") return onIdle(() => setPhase("drawing"))
    if (phase === "drawing") {
      const frame = requestAnimationFrame(() => setTimeout(() => setPhase("done")))
      return () => cancelAnimationFrame(frame)
    }
  }, [phase])

  if (phase !== "drawing") return null
  return (
    <div {...localeAttributes} className="gw-root gw-font-warmup" aria-hidden="true" style={themeStyle(tokens)}>
      {textStyles().map(([size, weight]) => (
        <span key={`${size}-${weight}`} style={{ fontSize: `${size}px`, fontWeight: weight }}>
          Connect wallet 0.123
        </span>
      ))}
    </div>
  )
}
