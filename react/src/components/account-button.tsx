import { useWithClient } from "../context.js"
import { useAccount } from "../hooks/use-account.js"
import { useFollowChain } from "../hooks/use-follow-chain.js"
import { selectButtonState } from "../hooks/selectors.js"
import { useGangwayState } from "../hooks/use-gangway-state.js"
import { themeStyle } from "../internal/theme-style.js"
import { AccountLabel } from "./account-label.js"
import type { ButtonSize } from "./connect-button.js"

export interface AccountButtonProps {
  readonly size?: ButtonSize
  readonly className?: string
}

/**
 * The connected account (balance and name or short address); opens the Account
 * view. Renders nothing while no wallet is connected: pair it with your own
 * connect entry point, or use `<ConnectButton>`, which covers both.
 */
export const AccountButton = ({ size = "md", className }: AccountButtonProps) => {
  const withClient = useWithClient()
  const account = useAccount()
  const { tokens } = useGangwayState(selectButtonState)
  // The balance shown follows the chain while the button shows it.
  useFollowChain(account.isConnected)
  if (!account.isConnected || account.address === undefined) return null
  return (
    <button
      type="button"
      className={`gw-root gw-button gw-button--${size} gw-button--secondary${className === undefined ? "" : ` ${className}`}`}
      style={themeStyle(tokens)}
      aria-haspopup="dialog"
      onClick={() => void withClient((client) => client.modal.open({ view: "Account" }))}
    >
      <AccountLabel account={account} address={account.address} />
    </button>
  )
}
