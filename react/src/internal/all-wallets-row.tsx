import { useModalActions } from "../hooks/use-modal-actions.js"
import { useMessages } from "../i18n/use-messages.js"
import { modalMessages } from "../modal/messages.js"
import { AllWalletsView } from "../modal/flow-views.js"
import { GridIcon } from "./icons.js"

/** The way to the whole wallet directory (the AllWallets view). */
export const AllWalletsRow = () => {
  const { navigate } = useModalActions()
  const t = useMessages(modalMessages)
  return (
    <button
      type="button"
      className="gw-row"
      data-testid="all-wallets"
      onPointerEnter={() => void AllWalletsView.preload()}
      onFocus={() => void AllWalletsView.preload()}
      onClick={() => void navigate("AllWallets")}
    >
      <span className="gw-avatar gw-avatar--icon" aria-hidden="true">
        <GridIcon size={18} />
      </span>
      <span className="gw-row__label">{t("AllWallets")}</span>
    </button>
  )
}
