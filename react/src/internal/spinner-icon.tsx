import type { SVGProps } from "react"

/** The busy indicator of the buttons and the flows (rotating with .gw-spin, in the first bundle's stylesheet). */
export const SpinnerIcon = ({
  size = 20,
  className,
  style,
  ...props
}: Omit<SVGProps<SVGSVGElement>, "children"> & { readonly size?: number }) => (
  <svg
    width={size}
    height={size}
    style={{ width: size, height: size, ...style }}
    viewBox="0 0 24 24"
    fill="none"
    aria-hidden="true"
    focusable="false"
    className={className === undefined ? "gw-spin" : `gw-spin ${className}`}
    {...props}
  >
    <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity=".25" strokeWidth="3" />
    <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
)
