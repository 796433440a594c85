import type { SwapAsset } from "@gangway/core"
import { useState } from "react"
import { useMessages } from "../../i18n/use-messages.js"
import { EmptyState } from "../../internal/empty-state.js"
import { ChevronLeftIcon, WalletIcon } from "../../internal/icons.js"
import { SearchField } from "../../internal/search-field.js"
import { TokenList } from "../../internal/token-list.js"
import { swapMessages } from "./messages.js"
import { asTokenBalance } from "./use-swaps.js"

const matches = (asset: SwapAsset, query: string) => {
  const text = query.trim().toLowerCase()
  return (
    text === "" ||
    asset.symbol.toLowerCase().includes(text) ||
    asset.name.toLowerCase().includes(text) ||
    asset.address.toLowerCase().includes(text)
  )
}

export interface SelectTokenProps {
  readonly assets: ReadonlyArray<SwapAsset>
  readonly selected: SwapAsset | undefined
  readonly purpose: "pay" | "receive"
  readonly onChoose: (asset: SwapAsset) => void
  readonly onBack: () => void
}

/** The swap list with holdings and USD values, searchable by name, symbol or address. */
export const SelectToken = ({ assets, selected, purpose, onChoose, onBack }: SelectTokenProps) => {
  const t = useMessages(swapMessages)
  const [query, setQuery] = useState("")
  const shown = assets.filter((asset) => matches(asset, query))
  return (
    <div className="gw-swap" data-testid="swap-select-token">
      <button type="button" className="gw-link-button" onClick={onBack}>
        <ChevronLeftIcon size={16} />
        {t("backToSwap")}
      </button>
      <SearchField
        label={t(purpose === "pay" ? "searchPay" : "searchReceive")}
        placeholder={t("searchPlaceholder")}
        value={query}
        onChange={setQuery}
      />
      {shown.length === 0 ? (
        <EmptyState role="status" icon={<WalletIcon size={24} />} title={t("noMatch")} text={t("noMatchText")} />
      ) : (
        <TokenList
          tokens={shown.map(asTokenBalance)}
          label={t(purpose === "pay" ? "tokensPay" : "tokensReceive")}
          selected={selected === undefined ? undefined : asTokenBalance(selected)}
          onChoose={(token) => {
            const chosen = shown.find((asset) => asset.address === token.address)
            if (chosen !== undefined) onChoose(chosen)
          }}
        />
      )}
    </div>
  )
}
