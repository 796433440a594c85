import { Avatar } from "./avatar.js"
import { WalletIcon } from "./icons.js"

interface WalletAvatarProps {
  readonly imageUrl?: string | undefined
  /** Its first letter shows when there is no image, it fails, or it is late; a wallet glyph without a name. */
  readonly name?: string | undefined
  /** Decorative by default: the wallet's name is beside it. */
  readonly size?: number
  readonly className?: string
}

/**
 * A wallet's icon (the directory's image, or the wallet's own) over its fallback, which
 * shows when the image fails or has not loaded within the 2 s preload time-out.
 */
export const WalletAvatar = ({ imageUrl, name, size = 32, className = "gw-wallet-avatar" }: WalletAvatarProps) => {
  const letter = name?.trim().charAt(0).toUpperCase() ?? ""
  return (
    <Avatar
      className={`gw-avatar ${className}`}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
      src={imageUrl}
    >
      {letter === "" ? <WalletIcon size={Math.round(size * 0.55)} /> : letter}
    </Avatar>
  )
}
