import type { TokenBalance } from "@gangway/core"
import { multiplyDecimal } from "@gangway/core/display"
import { useMessages } from "../i18n/use-messages.js"
import { modalMessages } from "../modal/messages.js"
import { formatBalance } from "./format.js"
import { isPriced } from "./money.js"
import { useMoney } from "./use-money.js"
import { TokenAvatar } from "./token-avatar.js"
import { TokenStyles } from "./token-styles.js"

/** The USD value a balance is worth: the API's value, else quantity × price. */
const tokenValue = (token: TokenBalance): string | number =>
  token.value ?? multiplyDecimal(token.quantity.numeric, token.price)

/** The quantity for display: cut to 3 decimals (SPEC §9), grouped. */
export const tokenQuantity = (token: TokenBalance, locale = "en"): string =>
  formatBalance(token.quantity.numeric, locale)

const tokenKey = (token: TokenBalance): string => `${token.chainId ?? ""}:${token.address ?? "native"}:${token.symbol}`

const TokenBody = ({ token }: { readonly token: TokenBalance }) => {
  const { locale, value } = useMoney()
  return (
    <>
      <TokenAvatar symbol={token.symbol} iconUrl={token.iconUrl} />
      <span className="gw-token__main">
        <span className="gw-token__name">{token.name ?? token.symbol}</span>
        <span className="gw-token__amount">
          {tokenQuantity(token, locale)} {token.symbol}
        </span>
      </span>
      {(token.value !== undefined || isPriced(token.price)) && (
        <span className="gw-token__value">{value(tokenValue(token))}</span>
      )}
    </>
  )
}

interface TokenListProps {
  readonly tokens: ReadonlyArray<TokenBalance>
  /** Rows become buttons that choose a token. */
  readonly onChoose?: ((token: TokenBalance) => void) | undefined
  /** The chosen token, marked with `aria-current`. */
  readonly selected?: TokenBalance | undefined
  readonly label: string
}

/** Balances with their quantity (3 decimals) and USD value (2 decimals). */
export const TokenList = ({ tokens, onChoose, selected, label }: TokenListProps) => (
  <>
    <TokenStyles />
    <ul className="gw-tokens" aria-label={label} data-testid="token-list">
      {tokens.map((token) => {
        const key = tokenKey(token)
        return (
          <li key={key} data-token={token.symbol}>
            {onChoose === undefined ? (
              <div className="gw-token">
                <TokenBody token={token} />
              </div>
            ) : (
              <button
                type="button"
                className="gw-token"
                aria-current={selected !== undefined && tokenKey(selected) === key ? "true" : undefined}
                onClick={() => onChoose(token)}
              >
                <TokenBody token={token} />
              </button>
            )}
          </li>
        )
      })}
    </ul>
  </>
)

/** Rows of the same size as tokens, while the balances load. */
export const TokenListSkeleton = ({ rows = 3 }: { readonly rows?: number }) => (
  <div className="gw-tokens gw-tokens--loading" role="status">
    <TokenStyles />
    <span className="gw-sr-only">{useMessages(modalMessages)("loadingBalances")}</span>
    {Array.from({ length: rows }, (_, index) => (
      <div
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders: a placeholder's place is all that tells it apart
        key={index}
        className="gw-token"
      />
    ))}
  </div>
)
