import type { CaipNetwork } from "@gangway/core"
import { Avatar } from "./avatar.js"
import { useDirectoryImages } from "./directory-images.js"

// Recognisable colours for the networks the product defines, under their letters; others use the accent.
const colours: Readonly<Record<string, string>> = {
  ethereum: "linear-gradient(135deg,#6a83ec,#3f5bd1)",
  arbitrum: "linear-gradient(135deg,#2d9cef,#1b5fa8)",
  solana: "linear-gradient(135deg,#9945ff,#14c98a)",
  bitcoin: "linear-gradient(135deg,#f7a23a,#e07b07)",
  "gangway-local": "linear-gradient(135deg,#2a9d92,#176b64)",
  "solana-local": "linear-gradient(135deg,#8a5cf0,#5a32c0)"
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => word !== "")
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("")

/**
 * A network's icon: its `imageUrl`, else the directory's image of its `imageId`
 * (with a project id), over its initials on its colour, which show when the image
 * fails or is late. Decorative: the name is beside it.
 */
export const NetworkAvatar = ({
  network,
  small = false
}: {
  readonly network: CaipNetwork
  readonly small?: boolean
}) => {
  const images = useDirectoryImages()
  const imageId = network.assets?.imageId
  const src = network.assets?.imageUrl ?? (imageId === undefined ? undefined : images?.assetImageUrl(imageId))
  return (
    <Avatar
      className={small ? "gw-avatar gw-avatar--sm" : "gw-avatar"}
      style={{ background: colours[imageId ?? ""] ?? "var(--gw-accent)" }}
      src={src}
    >
      {initials(network.name)}
    </Avatar>
  )
}
