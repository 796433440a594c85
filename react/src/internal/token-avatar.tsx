import { TokenStyles } from "./token-styles.js"

const hueOf = (symbol: string) => [...symbol].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7)

/** A token's icon, or its first letters on a colour drawn from the symbol. Decorative: the symbol is beside it. */
export const TokenAvatar = ({ symbol, iconUrl, size = 36 }: { readonly symbol: string; readonly iconUrl?: string | undefined; readonly size?: number }) =>
  iconUrl === undefined ? (
    <>
    <TokenStyles />
    <span
      className="gw-token-avatar"
      style={{ width: size, height: size, background: `hsl(${hueOf(symbol)} 55% 42%)` }}
      aria-hidden="true"
    >
      {symbol.slice(0, 3).toUpperCase()}
    </span>
    </>
  ) : (
    <>
    <TokenStyles />
    <img className="gw-token-avatar" src={iconUrl} alt="" width={size} height={size} />
    </>
  )
