import { useGangwayClient } from "../../context.js"
import { useMessages } from "../../i18n/use-messages.js"
import { SwapView } from "../../modal/late-views.js"
import { accountMessages } from "./messages.js"

/** The Account view's way into Swap (shown when the dApp has `features.swaps` on and the account can send). */
export const SwapButton = () => {
  const client = useGangwayClient()
  const t = useMessages(accountMessages)
  return (
    <button
      type="button"
      className="gw-action gw-action--secondary"
      onPointerEnter={() => void SwapView.preload()}
      onFocus={() => void SwapView.preload()}
      onClick={() => void client.modal.navigate("Swap")}
    >
      {/* Drawn here rather than in the shared icons, which load before the first click. */}
      <svg
        width={18}
        height={18}
        style={{ width: 18, height: 18, fill: "none", stroke: "currentColor" }}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M7 20V4M3 8l4-4 4 4M17 4v16M13 16l4 4 4-4" />
      </svg>
      {t("swap")}
    </button>
  )
}
