import { FrameNotSet } from "../../errors.js"
import type { FrameRequest } from "./protocol/messages.js"

/**
 * How the app reaches the secure frame: an iframe in a page, a worker in the CLI.
 * `listen` hands over only what came from the frame itself (a page checks the
 * sender's origin and window); the transport decodes it.
 */
export interface FrameHost {
  readonly post: (message: FrameRequest) => void
  readonly listen: (onMessage: (data: unknown) => void) => () => void
  /** Shows the frame in `container` (its approval UI), or hides it again with `undefined`. */
  readonly show?: ((container: HTMLElement | undefined, height?: number) => void) | undefined
  readonly dispose: () => void
}

export interface FrameQuery {
  readonly projectId: string
  /** CAIP-2 id of the network the frame's wallet starts on. */
  readonly chainId: string
  readonly version: string
  readonly enableLogger: boolean
}

/** The frame's address with SPEC §7's query: projectId, chainId, version, enableLogger. */
const frameSource = (frameUrl: string, query: FrameQuery): URL => {
  const url = new URL(frameUrl)
  url.searchParams.set("projectId", query.projectId)
  url.searchParams.set("chainId", query.chainId)
  url.searchParams.set("version", query.version)
  url.searchParams.set("enableLogger", String(query.enableLogger))
  return url
}

const HIDDEN = "position:absolute;width:0;height:0;border:0;opacity:0;pointer-events:none;left:-10000px;top:0"
const SHOWN = "position:fixed;z-index:2147483647;border:0;opacity:1;pointer-events:auto;border-radius:12px"
const DEFAULT_HEIGHT = 440

/**
 * The frame as a hidden iframe of `document`. Messages count only when they come from the
 * frame's exact origin and its own window (`event.source`); every message posted names
 * that origin. Posting before the iframe has a window fails with 'W3mFrame: iframe is not set'.
 */
export const iframeHost = (document: Document, frameUrl: string, query: FrameQuery): FrameHost => {
  const source = frameSource(frameUrl, query)
  const frameOrigin = source.origin
  const iframe = document.createElement("iframe")
  iframe.src = source.href
  iframe.title = "Secure wallet frame"
  iframe.setAttribute("data-testid", "gangway-auth-frame")
  iframe.setAttribute("style", HIDDEN)
  iframe.setAttribute("aria-hidden", "true")
  iframe.tabIndex = -1
  document.body.appendChild(iframe)
  const window = document.defaultView
  let stopFollowing = () => {}
  return {
    post: (message) => {
      const target = iframe.contentWindow
      if (target === null || !iframe.isConnected) throw new FrameNotSet()
      target.postMessage(message, frameOrigin)
    },
    listen: (onMessage) => {
      const handler = (event: MessageEvent) => {
        if (event.origin !== frameOrigin || event.source === null || event.source !== iframe.contentWindow) return
        onMessage(event.data)
      }
      window?.addEventListener("message", handler)
      return () => window?.removeEventListener("message", handler)
    },
    // Moving an iframe in the DOM reloads it (and loses what it holds), so it stays in <body>
    // and is laid over the container while shown.
    show: (container, height) => {
      stopFollowing()
      if (container === undefined) {
        iframe.setAttribute("style", HIDDEN)
        iframe.setAttribute("aria-hidden", "true")
        iframe.tabIndex = -1
        return
      }
      // Laid over the part of the container its dialog shows (the dialog may scroll or end first).
      const place = () => {
        const box = container.getBoundingClientRect()
        const clip = container.closest("[role=dialog]")?.getBoundingClientRect() ?? {
          top: 0,
          bottom: window?.innerHeight ?? box.bottom
        }
        const top = Math.max(box.top, clip.top)
        const bottom = Math.min(box.bottom, clip.bottom)
        iframe.setAttribute(
          "style",
          `${SHOWN};left:${box.left}px;top:${top}px;width:${box.width}px;height:${Math.max(0, bottom - top)}px`
        )
      }
      container.style.height = `${height ?? DEFAULT_HEIGHT}px`
      place()
      iframe.removeAttribute("aria-hidden")
      iframe.tabIndex = 0
      // The approval is the one thing to do now, and the modal keeps Tab inside itself: focus goes into the frame.
      iframe.focus()
      // The container moves without resizing when its dialog changes height (it is centred) or
      // animates in, so the dialog is watched too.
      const dialog = container.closest("[role=dialog]")
      const observer = typeof ResizeObserver === "function" ? new ResizeObserver(place) : undefined
      observer?.observe(container)
      if (dialog !== null) observer?.observe(dialog)
      dialog?.addEventListener("animationend", place)
      window?.addEventListener("resize", place)
      window?.addEventListener("scroll", place, true)
      stopFollowing = () => {
        observer?.disconnect()
        dialog?.removeEventListener("animationend", place)
        window?.removeEventListener("resize", place)
        window?.removeEventListener("scroll", place, true)
        stopFollowing = () => {}
      }
    },
    dispose: () => {
      stopFollowing()
      iframe.remove()
    }
  }
}
