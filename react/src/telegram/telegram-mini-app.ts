import "../index.js" // one chunk for the first bundle in esbuild: see index.ts
import { readTelegramMiniApp, type TelegramMiniApp } from "@gangway/core"

/** Room left above the sheet's top edge, as the modal keeps on a phone. */
const TOP_GAP_PX = 24
/** Below this the dialog would not show a row; it scrolls instead. */
const MIN_DIALOG_PX = 240

/** The modal's size within Telegram's settled viewport (its `viewportStableHeight`, CSS pixels). */
const viewportCss = (app: TelegramMiniApp): string => {
  const height = app.read().viewportStableHeight
  if (height === undefined || height === 0) return ""
  const dialog = Math.max(height - TOP_GAP_PX, MIN_DIALOG_PX)
  return (
    `.gw-root.gw-overlay{bottom:auto;height:${height}px}` +
    `.gw-root .gw-dialog{max-height:min(680px,${dialog}px)}` +
    `.gw-root .gw-dialog[data-size=tall]{height:min(680px,${dialog}px)}`
  )
}

/**
 * Inside a Telegram mini app: the client loads at once (it takes Telegram's theme and
 * expands the sheet when the modal opens, see the core's `followTelegramMiniApp`), and the
 * modal keeps within the part of the webview Telegram shows, following `viewportChanged`
 * (the webview is taller than what is visible while the sheet is half open). Returns what
 * stops it. Nothing with Telegram's script in an ordinary browser.
 */
export const followTelegram = (loadClient: () => Promise<unknown>): (() => void) => {
  const app = readTelegramMiniApp()
  if (app === undefined || typeof document === "undefined") return () => undefined
  loadClient().catch(() => undefined)
  const style = document.createElement("style")
  style.dataset.gangway = "telegram-viewport"
  document.head.append(style)
  const apply = () => {
    style.textContent = viewportCss(app)
  }
  apply()
  const stop = app.on("viewportChanged", apply)
  return () => {
    stop()
    style.remove()
  }
}
