import { useDisconnect } from "../hooks/use-disconnect.js"
import { useMessages } from "../i18n/use-messages.js"
import { modalMessages } from "../modal/messages.js"
import { LogOutIcon } from "./icons.js"

/** The modal's "Disconnect" row: ends the session and closes the modal. */
export const DisconnectRow = ({ label }: { readonly label?: string | undefined }) => {
  const disconnect = useDisconnect()
  const t = useMessages(modalMessages)
  return (
    <button type="button" className="gw-row" onClick={() => void disconnect()}>
      <span className="gw-avatar gw-avatar--icon" aria-hidden="true">
        <LogOutIcon size={18} />
      </span>
      <span className="gw-row__label">{label ?? t("disconnect")}</span>
    </button>
  )
}
