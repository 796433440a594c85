import "../index.js" // one chunk for the first bundle in esbuild: see index.ts
import { useLocale } from "../i18n/use-messages.js"
import { formatBalance } from "../internal/format.js"

/** The connected account's balance on the buttons, written for the visitor's locale. */
export const AccountBalance = ({
  balance,
  symbol
}: {
  readonly balance: string
  readonly symbol: string | undefined
}) => {
  const { locale } = useLocale()
  return (
    <span className="gw-button__balance">
      {formatBalance(balance, locale)} {symbol}
    </span>
  )
}
