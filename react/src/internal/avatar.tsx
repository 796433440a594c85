import { IMAGE_PRELOAD_TIMEOUT_MS } from "@gangway/core/display"
import { useEffect, useState, type CSSProperties, type ReactNode } from "react"

type Phase = "loading" | "loaded" | "failed"

interface AvatarProps {
  readonly className: string
  readonly style?: CSSProperties | undefined
  /** The image; without one the fallback shows. */
  readonly src: string | undefined
  /** What shows when there is no image, it fails, or it has not loaded within 2 s: the letters. */
  readonly children: ReactNode
}

/**
 * A round icon: an image drawn over its fallback (letters on a colour). The fallback
 * stays hidden while the image loads, shows if it fails or has not loaded within the
 * image preload time-out (SPEC §9: 2 s), and the image is then dropped. Decorative: the
 * name is always beside it.
 */
export const Avatar = ({ className, style, src, children }: AvatarProps) => {
  const [state, setState] = useState<{ readonly src: string | undefined; readonly phase: Phase }>({
    src,
    phase: "loading"
  })
  // A new image starts loading again.
  const phase: Phase = src === undefined ? "failed" : state.src === src ? state.phase : "loading"
  const settle = (next: Phase) =>
    setState((current) => (current.src === src && current.phase === next ? current : { src, phase: next }))

  // biome-ignore lint/correctness/useExhaustiveDependencies: `settle` is made anew each render and reads only `src`, which is listed
  useEffect(() => {
    if (src === undefined || phase !== "loading") return
    const timer = setTimeout(() => settle("failed"), IMAGE_PRELOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [src, phase])

  return (
    <span className={className} style={style} data-image={src === undefined ? undefined : phase} aria-hidden="true">
      <span className="gw-avatar__letters">{children}</span>
      {src !== undefined && phase !== "failed" && (
        <img
          className="gw-avatar__image"
          src={src}
          alt=""
          decoding="async"
          // Already in the cache: it may have loaded before React listened.
          ref={(node) => {
            if (node !== null && phase === "loading" && node.complete && node.naturalWidth > 0) settle("loaded")
          }}
          onLoad={() => settle("loaded")}
          onError={() => settle("failed")}
        />
      )}
    </span>
  )
}
