import type { TokenBalance } from "@gangway/core"
import { useEffect, useState } from "react"
import { useGangwayClient } from "../../context.js"
import { useBalance } from "../../hooks/use-balance.js"
import { useSend } from "../../hooks/use-send.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { WalletIcon } from "../../internal/icons.js"
import { SearchField } from "../../internal/search-field.js"
import { TokenList, TokenListSkeleton } from "../../internal/token-list.js"
import { sendCss } from "./send-css.js"
import { EmptyState } from "../../internal/empty-state.js"
import { useMessages } from "../../i18n/use-messages.js"
import { sendMessages } from "./messages.js"

const matches = (token: TokenBalance, query: string) => {
  const text = query.trim().toLowerCase()
  return text === "" || token.symbol.toLowerCase().includes(text) || (token.name ?? "").toLowerCase().includes(text)
}

/** WalletSendSelectToken: the account's balances, with quantity and USD value; choosing one goes back to the form. */
export const SendSelectTokenView = () => {
  const client = useGangwayClient()
  const { tokenBalances, loading, lastRetry, refresh } = useBalance()
  const { token } = useSend()
  const [query, setQuery] = useState("")
  const t = useMessages(sendMessages)

  useEffect(() => {
    refresh().catch(() => undefined)
  }, [refresh])

  const choose = async (chosen: TokenBalance) => {
    await client.send.setField("token", chosen)
    await client.modal.back()
  }
  const shown = tokenBalances.filter((item) => matches(item, query))

  return (
    <div className="gw-send" data-testid="send-select-token-view">
      <FlowStyles name="send" css={sendCss} />
      {tokenBalances.length > 4 && (
        <SearchField label={t("searchTokens")} placeholder={t("searchTokens")} value={query} onChange={setQuery} />
      )}
      {tokenBalances.length === 0 && loading ? (
        <TokenListSkeleton />
      ) : shown.length === 0 ? (
        <EmptyState
          role="status"
          icon={<WalletIcon size={24} />}
          title={lastRetry !== undefined && tokenBalances.length === 0 ? t("balanceUnavailable") : t("noTokens")}
          text={tokenBalances.length === 0 ? t("noTokensHeld") : t("noMatch")}
        />
      ) : (
        <TokenList tokens={shown} label={t("tokens")} selected={token} onChoose={(chosen) => void choose(chosen)} />
      )}
    </div>
  )
}
