import { css } from "./stylesheet.js"

/**
 * The package's one stylesheet. React 19 hoists it into <head> once, on the
 * server and in the browser alike, so nothing renders unstyled.
 */
export const GangwayStyles = () => (
  <style href="gangway" precedence="default">
    {css}
  </style>
)
