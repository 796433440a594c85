import { useEffect } from "react"

/**
 * While mounted, the page behind the modal does not scroll. The scrollbar's
 * width is kept as padding so the page does not shift sideways.
 */
export const useScrollLock = () => {
  useEffect(() => {
    const { body, documentElement } = document
    const scrollbar = window.innerWidth - documentElement.clientWidth
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    body.style.overflow = "hidden"
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
    return () => {
      body.style.overflow = previous.overflow
      body.style.paddingRight = previous.paddingRight
    }
  }, [])
}
