import { Avatar } from "./avatar.js"
import { useDirectoryImages } from "./directory-images.js"
import { TokenStyles } from "./token-styles.js"

const hueOf = (symbol: string) => [...symbol].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7)

/**
 * A token's icon (its `iconUrl`, else the directory's token image for its symbol) over its
 * first letters on a colour drawn from the symbol, which show when there is no icon, it
 * fails, or it is late (2 s). Decorative: the symbol is beside it.
 */
export const TokenAvatar = ({
  symbol,
  iconUrl,
  size = 36
}: {
  readonly symbol: string
  readonly iconUrl?: string | undefined
  readonly size?: number
}) => {
  const images = useDirectoryImages()
  return (
    <>
      <TokenStyles />
      <Avatar
        className="gw-token-avatar"
        style={{ width: size, height: size, background: `hsl(${hueOf(symbol)} 55% 42%)` }}
        src={iconUrl ?? images?.tokenImageUrl(symbol)}
      >
        {symbol.slice(0, 3).toUpperCase()}
      </Avatar>
    </>
  )
}
