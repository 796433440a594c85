import type { TokenBalance } from "@gangway/core"
import { ChevronRightIcon, WalletIcon } from "../../internal/icons.js"
import { TokenAvatar } from "../../internal/token-avatar.js"
import { tokenQuantity } from "../../internal/token-list.js"
import { useLocale, useMessages } from "../../i18n/use-messages.js"
import { sendMessages } from "./messages.js"

interface TokenFieldProps {
  readonly token: TokenBalance | undefined
  readonly labelId: string
  readonly error: string | undefined
  readonly errorId: string
  readonly onOpen: () => void
}

/** The chosen token and its balance; opens the token picker. */
export const TokenField = ({ token, labelId, error, errorId, onOpen }: TokenFieldProps) => {
  const t = useMessages(sendMessages)
  const { locale } = useLocale()
  return (
    <button
      type="button"
      className="gw-send__token"
      aria-labelledby={`${labelId} ${labelId}-value`}
      aria-invalid={error !== undefined}
      aria-describedby={error === undefined ? undefined : errorId}
      data-testid="send-token"
      onClick={onOpen}
    >
      {token === undefined ? (
        <span className="gw-send__placeholder" aria-hidden="true">
          <WalletIcon size={18} />
        </span>
      ) : (
        <TokenAvatar symbol={token.symbol} iconUrl={token.iconUrl} />
      )}
      <span className="gw-send__token-main" id={`${labelId}-value`}>
        {token === undefined ? (
          t("selectToken")
        ) : (
          <>
            <span>{token.symbol}</span>
            <span className="gw-send__token-sub">
              {token.name ?? `${tokenQuantity(token, locale)} ${token.symbol}`}
            </span>
          </>
        )}
      </span>
      <ChevronRightIcon size={18} />
    </button>
  )
}
