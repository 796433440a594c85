import type { View } from "@gangway/core"
import { useEffect, useId, useRef } from "react"
import { selectThemeTokens } from "../hooks/selectors.js"
import { useGangwayState } from "../hooks/use-gangway-state.js"
import { useAccount } from "../hooks/use-account.js"
import { useFollowChain } from "../hooks/use-follow-chain.js"
import { useModalActions } from "../hooks/use-modal-actions.js"
import { useModalState } from "../hooks/use-modal-state.js"
import { useLocaleAttributes, useMessages } from "../i18n/use-messages.js"
import { themeStyle } from "../internal/theme-style.js"
import { useFocusTrap } from "./focus-trap.js"
import { ModalHeader } from "./modal-header.js"
import { modalMessages } from "./messages.js"
import { useScrollLock } from "./scroll-lock.js"
import { ViewOutlet } from "./view-outlet.js"
import { titleOf } from "./view-titles.js"

/**
 * Views whose content arrives after they open (balances, activity, the directory): the dialog
 * has their full height from the first frame, skeleton included, so it does not jump as it fills.
 */
const tallViews: ReadonlySet<View> = new Set<View>(["Account", "AllWallets", "Transactions", "WalletSendSelectToken"])

/** The open modal: overlay, dialog, header and the current view. */
export const ModalDialog = () => {
  const { back, close } = useModalActions()
  const tokens = useGangwayState(selectThemeTokens)
  const { view, data, shake, canGoBack } = useModalState()
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const t = useMessages(modalMessages)
  const localeAttributes = useLocaleAttributes()
  // Account, Send, Swap, Buy and Activity show balances and transactions: they follow the chain while open.
  useFollowChain(useAccount().isConnected)

  // Escape closes from any view; in a form with unsaved input (a view marks it `data-unsaved`)
  // it goes back one view instead, so a slip of the finger does not throw the typing away.
  useFocusTrap(dialog, () => {
    const unsaved = dialog.current?.querySelector("[data-unsaved=true]") != null
    void (unsaved ? back() : close())
  })
  useScrollLock()

  // A view change can unmount the focused control; keep focus inside the dialog.
  useEffect(() => {
    const root = dialog.current
    if (root !== null && !root.contains(document.activeElement)) root.focus()
  }, [view])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop closes the dialog; keyboards close it with Escape (focus-trap.ts)
    <div
      {...localeAttributes}
      className="gw-root gw-overlay"
      data-theme={tokens.mode}
      style={themeStyle(tokens)}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) void close()
      }}
    >
      <div
        ref={dialog}
        className="gw-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-view={view}
        data-size={tallViews.has(view) ? "tall" : undefined}
        data-shake={shake}
      >
        <ModalHeader
          titleId={titleId}
          title={titleOf(view, data, t)}
          canGoBack={canGoBack}
          onBack={() => void back()}
          onClose={() => void close()}
        />
        <div className="gw-body">
          <ViewOutlet />
        </div>
      </div>
    </div>
  )
}
