import { useMessages } from "../i18n/use-messages.js"
import { modalMessages } from "./messages.js"

/** What a view looks like while its code loads: drawn at once, so the modal paints in its first frame. */
export const ViewSkeleton = () => (
  <div className="gw-skeleton" role="status">
    <span className="gw-sr-only">{useMessages(modalMessages)("loading")}</span>
    <div className="gw-skeleton__bar" />
    <div className="gw-skeleton__bar" />
    <div className="gw-skeleton__bar" />
  </div>
)
