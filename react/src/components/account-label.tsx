import type { AccountView } from "../hooks/use-account.js"
import { formatBalance, shortAddress } from "../internal/format.js"

/** A connected account as the buttons show it: balance, then name or short address. */
export const AccountLabel = ({ account, address }: { readonly account: AccountView; readonly address: string }) => (
  <>
    {account.balance !== undefined && (
      <span className="gw-button__balance">
        {formatBalance(account.balance)} {account.balanceSymbol}
      </span>
    )}
    <span className="gw-button__name">{account.profileName ?? shortAddress(address)}</span>
  </>
)
