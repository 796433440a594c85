/** The Farcaster mark, drawn for this widget: an arch on the brand's purple, recognisable at 22 px. */
export const FarcasterIcon = ({ size = 22 }: { readonly size?: number }) => (
  <svg
    width={size}
    height={size}
    style={{ width: size, height: size }}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
  >
    <rect width="24" height="24" rx="6" fill="#855dcd" />
    <path d="M6 6.5h12v2h-1.1V18h-2.3v-4.2a2.6 2.6 0 0 0-5.2 0V18H7.1V8.5H6z" fill="#fff" />
  </svg>
)
