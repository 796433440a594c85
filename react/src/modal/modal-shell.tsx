import "../index.js" // one chunk for the first bundle in esbuild: see index.ts
import { useWalletDiscovery } from "../internal/use-wallet-discovery.js"
import { AVATAR_CSS_HREF, avatarCss } from "../internal/avatar-css.js"
import { Activity, HoistedStyle } from "../internal/react-compat.js"
import { FontWarmup } from "./font-warmup.js"
import { ModalDialog } from "./modal-dialog.js"
import { modalCss } from "./modal-stylesheet.js"
import { ToastRegion } from "./toast-region.js"

/**
 * The modal's shell: its stylesheet, the toasts' live region, the dialog (kept rendered,
 * hidden, while closed, so that opening only reveals it) and the font warm-up. A chunk of its
 * own, loaded when the visitor heads for a button, opens the modal or the client loads
 * (gangway-modal.tsx): the first paint needs none of it. Until the client runs, it lists the
 * browser wallets for the first view.
 */
export const ModalShell = ({ open }: { readonly open: boolean }) => {
  useWalletDiscovery()
  return (
    <>
      <HoistedStyle href={AVATAR_CSS_HREF} css={avatarCss} />
      <HoistedStyle href="gangway-modal" css={modalCss} />
      <ToastRegion />
      <Activity mode={open ? "visible" : "hidden"}>
        <ModalDialog />
      </Activity>
      {!open && <FontWarmup />}
    </>
  )
}
