import type { ReactNode, SVGProps } from "react"

// Its own module: the buttons draw it before the first click; the other icons belong to the flows' chunks.
export { SpinnerIcon } from "./spinner-icon.js"

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { readonly size?: number }

// The size is inline too: a page's `svg{width:…}` would beat the width attribute. `mirrored`
// icons point along the reading direction, so they flip under dir="rtl" (.gw-flip).
const stroke = (paths: ReactNode, { mirrored = false } = {}) =>
  // biome-ignore lint/correctness/noComponentHookFactories: runs once per icon at module level, not during a render
  function Icon({ size = 20, className, style, ...props }: IconProps) {
    const classes = mirrored ? (className === undefined ? "gw-flip" : `gw-flip ${className}`) : className
    return (
      <svg
        width={size}
        height={size}
        className={classes}
        style={{ width: size, height: size, fill: "none", stroke: "currentColor", ...style }}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    )
  }

export const ChevronLeftIcon = stroke(<path d="M15 18l-6-6 6-6" />, { mirrored: true })
export const CloseIcon = stroke(<path d="M18 6L6 18M6 6l12 12" />)
export const CheckIcon = stroke(<path d="M20 6L9 17l-5-5" />)
export const ArrowRightIcon = stroke(<path d="M5 12h14M13 6l6 6-6 6" />, { mirrored: true })
export const MailIcon = stroke(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>
)
export const WalletIcon = stroke(
  <>
    <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-3" />
    <path d="M21 9h-5a3 3 0 0 0 0 6h5z" />
  </>
)
export const AlertIcon = stroke(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v5M12 16.5v.01" />
  </>
)
export const SuccessIcon = stroke(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </>
)
export const ErrorIcon = stroke(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15 9l-6 6M9 9l6 6" />
  </>
)
export const CopyIcon = stroke(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>
)
export const SearchIcon = stroke(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>
)
export const ExternalIcon = stroke(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
)
export const RefreshIcon = stroke(<path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />)
export const LogOutIcon = stroke(<path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />)
export const QrIcon = stroke(
  <>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3M21 14v.01M14 21h7v-4" />
  </>
)
export const GridIcon = stroke(
  <>
    <rect x="3" y="3" width="7" height="7" rx="2" />
    <rect x="14" y="3" width="7" height="7" rx="2" />
    <rect x="3" y="14" width="7" height="7" rx="2" />
    <rect x="14" y="14" width="7" height="7" rx="2" />
  </>
)
export const ImageIcon = stroke(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 16l5-5 4 4 3-3 6 6" />
    <circle cx="15.5" cy="8.5" r="1.5" />
  </>
)
export const ChevronRightIcon = stroke(<path d="M9 6l6 6-6 6" />, { mirrored: true })
export const ArrowUpIcon = stroke(<path d="M12 19V5M6 11l6-6 6 6" />)
export const ArrowDownIcon = stroke(<path d="M12 5v14M6 13l6 6 6-6" />)
export const SendIcon = stroke(<path d="M7 17L17 7M9 7h8v8" />)
export const ClockIcon = stroke(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>
)
