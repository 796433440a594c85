import { HoistedStyle } from "./react-compat.js"

/**
 * A flow's own rules, shipped in its lazy chunk rather than with the button.
 * React 19 hoists the `<style>` into <head> once per `href`, however many views render it.
 */
export const FlowStyles = ({ name, css }: { readonly name: string; readonly css: string }) => (
  <HoistedStyle href={`gangway-${name}`} css={css} />
)
