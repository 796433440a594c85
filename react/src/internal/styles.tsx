import { HoistedStyle } from "./react-compat.js"
import { css } from "./stylesheet.js"

/**
 * The package's one stylesheet. React 19 hoists it into <head> once, on the
 * server and in the browser alike, so nothing renders unstyled.
 */
export const GangwayStyles = () => <HoistedStyle href="gangway" css={css} />
