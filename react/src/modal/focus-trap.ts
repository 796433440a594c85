import { useEffect, type RefObject } from "react"
import { useEffectEvent } from "../internal/react-compat.js"

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])"
].join(",")

const focusablesIn = (container: HTMLElement): HTMLElement[] =>
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest("[inert],[hidden]"))

/**
 * While mounted: moves focus into `container`, keeps Tab and Shift+Tab
 * inside it, calls `onEscape` on Escape (the dialog closes, or goes back from a form with unsaved input), and on unmount gives focus back to
 * the element that had it before (the opener).
 */
export const useFocusTrap = (container: RefObject<HTMLElement | null>, onEscape: () => void) => {
  // The latest callback: the modal's actions change when a lazily loaded client takes over.
  const onEscapeKey = useEffectEvent(onEscape)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the trap takes the container the ref holds when it mounts; refs are not dependencies
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    container.current?.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      const root = container.current
      if (root === null || event.defaultPrevented) return
      if (event.key === "Escape") {
        event.preventDefault()
        onEscapeKey()
        return
      }
      if (event.key !== "Tab") return
      const focusables = focusablesIn(root)
      const first = focusables[0]
      const last = focusables.at(-1)
      if (first === undefined || last === undefined) {
        event.preventDefault()
        root.focus()
        return
      }
      const active = document.activeElement
      const outside = !(active instanceof Node) || !root.contains(active) || active === root
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || (outside && active !== root))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("keydown", onKeyDown)
      if (opener?.isConnected) opener.focus()
    }
    // The trap lives exactly as long as the dialog: set up once, on mount.
  }, [])
}
