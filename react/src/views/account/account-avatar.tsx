/** Two colours drawn from the address, so each account keeps its own look. */
const gradientOf = (address: string) => {
  const hex = address.toLowerCase().replace(/^0x/, "").padEnd(12, "0")
  const hue = (offset: number) => Math.round((parseInt(hex.slice(offset, offset + 4), 16) / 0xffff) * 360)
  return `linear-gradient(135deg,hsl(${hue(0)} 75% 60%),hsl(${hue(4)} 70% 45%))`
}

/** The profile image when there is one, otherwise a gradient unique to the address. Decorative. */
export const AccountAvatar = ({ address, imageUrl }: { readonly address: string; readonly imageUrl?: string | undefined }) =>
  imageUrl === undefined ? (
    <span className="gw-account__avatar" style={{ background: gradientOf(address) }} aria-hidden="true" />
  ) : (
    <img className="gw-account__avatar" src={imageUrl} alt="" />
  )
