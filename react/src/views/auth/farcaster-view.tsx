import { useEffect } from "react"
import { useGangwayClient } from "../../context.js"
import { useMessages } from "../../i18n/use-messages.js"
import { CopyButton } from "../../internal/copy-button.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { AlertIcon, ExternalIcon, RefreshIcon, SpinnerIcon } from "../../internal/icons.js"
import { FarcasterIcon } from "../connect/farcaster-icon.js"
import { connectingCss } from "../connecting/connecting-css.js"
import { QrCode } from "../connecting/qr-code.js"
import { farcasterMessages } from "./messages.js"
import { useAuthErrorText, useAuthState } from "./use-auth.js"

// A link drawn as the secondary button beside "Copy link".
const farcasterCss = ".gw-farcaster__open{text-decoration:none}"

/**
 * Sign In With Farcaster (SPEC §2 ConnectingFarcaster): the relay's link as a QR code to scan with
 * the Farcaster app, and as a link to open on this device or copy. Refused or expired, the
 * frame's message and a button for a new code.
 */
export const ConnectingFarcasterView = () => {
  const client = useGangwayClient()
  const auth = useAuthState()
  const t = useMessages(farcasterMessages)
  const error = useAuthErrorText(auth)
  const step = auth.step.kind === "farcaster" ? auth.step : undefined
  const start = () => void client.auth.connectFarcaster().catch(() => undefined)
  // Reached without a sign-in under way (the dApp opened this view): one starts, once, as it opens.
  useEffect(() => {
    if (client.getState().auth.step.kind !== "farcaster") void client.auth.connectFarcaster().catch(() => undefined)
  }, [client])
  const failed = auth.error !== undefined && !auth.busy
  const url = failed ? undefined : step?.url
  return (
    <div
      className="gw-connecting"
      data-testid="connecting-farcaster-view"
      data-state={failed ? "failed" : url === undefined ? "preparing" : "waiting"}
    >
      <FlowStyles name="connecting" css={connectingCss} />
      <FlowStyles name="farcaster" css={farcasterCss} />
      {failed ? (
        <div className="gw-qr gw-qr--failed">
          <div className="gw-qr__overlay">
            <AlertIcon size={32} />
          </div>
        </div>
      ) : url === undefined ? (
        <div className="gw-qr gw-qr--placeholder" aria-hidden="true">
          <SpinnerIcon size={32} />
        </div>
      ) : (
        <div className="gw-qr" data-farcaster-url={url}>
          <QrCode value={url} label={t("qrLabel")} logo={<FarcasterIcon size={44} />} />
        </div>
      )}
      <div role="status" aria-live="polite" className="gw-connecting__status">
        {failed ? (
          <p className="gw-connecting__title gw-connecting__title--error">{error}</p>
        ) : (
          <>
            <p className="gw-connecting__title">{t("title")}</p>
            <p className="gw-text">{url === undefined ? t("preparing") : t("scan")}</p>
          </>
        )}
      </div>
      <div className="gw-connecting__actions">
        {failed ? (
          <button type="button" className="gw-action gw-action--secondary" onClick={start}>
            <RefreshIcon size={16} />
            {t("newCode")}
          </button>
        ) : (
          url !== undefined && (
            <>
              <a
                className="gw-action gw-action--secondary gw-farcaster__open"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ExternalIcon size={16} />
                {t("open")}
              </a>
              <CopyButton
                value={url}
                label={t("copy")}
                copied={t("copied")}
                className="gw-action gw-action--secondary"
              />
            </>
          )
        )}
      </div>
    </div>
  )
}
