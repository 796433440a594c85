import { WalletIcon } from "./icons.js"

interface WalletAvatarProps {
  readonly imageUrl?: string | undefined
  /** Decorative by default: the wallet's name is beside it. */
  readonly size?: number
  readonly className?: string
}

/** A wallet's icon, or a neutral wallet glyph when it has none. */
export const WalletAvatar = ({ imageUrl, size = 32, className = "gw-wallet-avatar" }: WalletAvatarProps) =>
  imageUrl === undefined ? (
    <span className={className} style={{ width: size, height: size }} aria-hidden="true">
      <WalletIcon size={Math.round(size * 0.55)} />
    </span>
  ) : (
    <img className={className} src={imageUrl} alt="" width={size} height={size} />
  )
