import { identicon } from "./identicon.js"

/** The identicon as one SVG: a background and one path of the filled cells, drawn crisp at any size. */
const Identicon = ({ address }: { readonly address: string }) => {
  const { cells, foreground, background } = identicon(address)
  const path = cells.flatMap((row, y) => row.flatMap((on, x) => (on ? [`M${x + 1} ${y + 1}h1v1h-1z`] : []))).join("")
  return (
    <svg
      className="gw-account__avatar"
      viewBox="0 0 7 7"
      shapeRendering="crispEdges"
      aria-hidden="true"
      focusable="false"
      data-testid="identicon"
    >
      <rect width="7" height="7" fill={background} />
      <path d={path} fill={foreground} />
    </svg>
  )
}

/** The profile image when there is one, otherwise an identicon drawn from the address. Decorative. */
export const AccountAvatar = ({
  address,
  imageUrl
}: {
  readonly address: string
  readonly imageUrl?: string | undefined
}) =>
  imageUrl === undefined ? (
    <Identicon address={address} />
  ) : (
    <img className="gw-account__avatar" src={imageUrl} alt="" />
  )
