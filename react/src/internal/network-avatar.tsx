import type { CaipNetwork } from "@gangway/core"

// Recognisable colours for the networks the product defines; others use the accent.
const colours: Readonly<Record<string, string>> = {
  ethereum: "linear-gradient(135deg,#6a83ec,#3f5bd1)",
  arbitrum: "linear-gradient(135deg,#2d9cef,#1b5fa8)",
  solana: "linear-gradient(135deg,#9945ff,#14c98a)",
  bitcoin: "linear-gradient(135deg,#f7a23a,#e07b07)"
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => word !== "")
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("")

/** A network's image when it has a URL, otherwise its initials on its colour. Decorative: the name is beside it. */
export const NetworkAvatar = ({ network, small = false }: { readonly network: CaipNetwork; readonly small?: boolean }) => {
  const className = small ? "gw-avatar gw-avatar--sm" : "gw-avatar"
  const imageUrl = network.assets?.imageUrl
  if (imageUrl !== undefined) return <img className={className} src={imageUrl} alt="" />
  const background = colours[network.assets?.imageId ?? ""] ?? "var(--gw-accent)"
  return (
    <span className={className} style={{ background }} aria-hidden="true">
      {initials(network.name)}
    </span>
  )
}
