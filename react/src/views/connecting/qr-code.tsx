import { useMemo, type ReactNode } from "react"
import { encode } from "uqr"

/** One SVG path of the dark modules, a run of modules in a row per segment. */
const modulesPath = (rows: ReadonlyArray<ReadonlyArray<boolean>>): string => {
  const segments: string[] = []
  rows.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < row.length && row[x]) x++
      segments.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  })
  return segments.join("")
}

interface QrCodeProps {
  readonly value: string
  /** The accessible name of the image. */
  readonly label: string
  /** Drawn over the centre (error correction Q leaves room for it). */
  readonly logo?: ReactNode
}

/** `value` as a QR code, drawn as an SVG that scales crisply to any size. */
export const QrCode = ({ value, label, logo }: QrCodeProps) => {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: "Q", border: 0 })
    return { size: qr.size, path: modulesPath(qr.data) }
  }, [value])
  return (
    <>
      <svg
        className="gw-qr__code"
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <path d={path} fill="currentColor" />
      </svg>
      {logo !== undefined && <span className="gw-qr__logo">{logo}</span>}
    </>
  )
}
