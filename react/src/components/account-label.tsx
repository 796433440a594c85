import type { AccountView } from "../hooks/use-account.js"
import { useLocale } from "../i18n/use-messages.js"
import { formatBalance, shortAddress } from "../internal/format.js"

/** A connected account as the buttons show it: balance (written for the visitor's locale), then name or short address. */
export const AccountLabel = ({ account, address }: { readonly account: AccountView; readonly address: string }) => {
  const { locale } = useLocale()
  return (
    <>
      {account.balance !== undefined && (
        <span className="gw-button__balance">
          {formatBalance(account.balance, locale)} {account.balanceSymbol}
        </span>
      )}
      <span className="gw-button__name">{account.profileName ?? shortAddress(address)}</span>
    </>
  )
}
