import { useDisconnect } from "../hooks/use-disconnect.js"
import { LogOutIcon } from "./icons.js"

/** The modal's "Disconnect" row: ends the session and closes the modal. */
export const DisconnectRow = ({ label = "Disconnect" }: { readonly label?: string }) => {
  const disconnect = useDisconnect()
  return (
    <button type="button" className="gw-row" onClick={() => void disconnect()}>
      <span className="gw-avatar gw-avatar--icon" aria-hidden="true">
        <LogOutIcon size={18} />
      </span>
      <span className="gw-row__label">{label}</span>
    </button>
  )
}
