import type { GangwayState, RouterData } from "@gangway/core"
import { PAIRING_EXPIRY_MARGIN_MS } from "@gangway/core"
import { WALLETCONNECT_ID } from "@gangway/core/light"
import { useEffect } from "react"
import { useGangwayState } from "../../hooks/use-gangway-state.js"
import { useModalState } from "../../hooks/use-modal-state.js"
import { useErrorText } from "../../i18n/use-error-text.js"
import { useMessages } from "../../i18n/use-messages.js"
import { CopyButton } from "../../internal/copy-button.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { AlertIcon, RefreshIcon, SpinnerIcon } from "../../internal/icons.js"
import { WalletAvatar } from "../../internal/wallet-avatar.js"
import { useGangwayClient } from "../../context.js"
import { connectingCss } from "./connecting-css.js"
import { connectingMessages } from "./messages.js"
import { mobileWalletLink, openThroughTelegram, type MobileLink } from "./mobile-link.js"
import { QrCode } from "./qr-code.js"
import { useConnectAttempt } from "./use-connect-attempt.js"

const selectPairing = (state: GangwayState) => ({
  wcUri: state.connection.wcUri,
  wcPairingExpiry: state.connection.wcPairingExpiry,
  wcError: state.connection.wcError
})

/** Pairing with the wallet the user chose in the directory (or any wallet). */
export const ConnectingWalletConnectView = () => {
  const { data } = useModalState()
  return <WalletConnectPairing wallet={data?.wallet} />
}

/**
 * Pairing over WalletConnect: the pairing URI as a QR code to scan and as a link
 * to copy. A pairing is renewed before it expires (4 minutes, less a 10 s
 * margin); a refused or failed one offers a retry. On a phone, a directory wallet
 * with a mobile link leads with "Open <wallet>" (its deep link), the QR code and
 * the link to copy staying for another device.
 */
export const WalletConnectPairing = ({ wallet }: { readonly wallet: RouterData["wallet"] }) => {
  const client = useGangwayClient()
  const { wcUri, wcPairingExpiry, wcError } = useGangwayState(selectPairing)
  const { state, retry } = useConnectAttempt(WALLETCONNECT_ID)
  // The core keeps only a live attempt's URI: on Telegram and iOS Safari the attempt in
  // flight (and its URI) is reused when the view is shown again (SPEC §4).
  const restart = retry

  const connecting = state.status === "connecting"
  // biome-ignore lint/correctness/useExhaustiveDependencies: `restart` reads live state, so the timer follows the pairing's expiry only
  useEffect(() => {
    if (!connecting || wcPairingExpiry === undefined) return
    const renewIn = Math.max(0, wcPairingExpiry - PAIRING_EXPIRY_MARGIN_MS - Date.now())
    const timer = setTimeout(restart, renewIn)
    return () => clearTimeout(timer)
  }, [connecting, wcPairingExpiry])

  const t = useMessages(connectingMessages)
  const errorText = useErrorText()
  const name = wallet?.name ?? t("yourWallet")
  const uri = wcUri
  const failed = state.status === "failed" || (wcError && uri === undefined && !connecting)
  const imageUrl = wallet?.image_id === undefined ? undefined : client.walletDirectory.walletImageUrl(wallet.image_id)
  const logo = imageUrl === undefined ? undefined : <WalletAvatar imageUrl={imageUrl} size={44} />
  // A link the core refuses (WalletLinkRefused) or none: the QR code is the way in, as on a desktop.
  const deepLink = failed ? undefined : mobileWalletLink(wallet, uri, client.platform)
  if (deepLink !== undefined && wallet !== undefined) {
    return (
      <MobileWallet
        name={name}
        imageUrl={imageUrl}
        link={deepLink}
        uri={uri}
        expiry={wcPairingExpiry}
        state={state.status}
        // The core keeps the deep link and the wallet, and reports the connection as `mobile`.
        onOpen={(href) => void client.connection.chooseWallet({ wallet, linking: { name: deepLink.name, href } })}
      />
    )
  }

  return (
    <div className="gw-connecting" data-testid="connecting-walletconnect-view" data-state={state.status}>
      <FlowStyles name="connecting" css={connectingCss} />
      {failed ? (
        <div className="gw-qr gw-qr--failed">
          <div className="gw-qr__overlay">
            <AlertIcon size={32} />
          </div>
        </div>
      ) : uri === undefined ? (
        <div className="gw-qr gw-qr--placeholder" aria-hidden="true">
          <SpinnerIcon size={32} />
        </div>
      ) : (
        <div className="gw-qr" data-wc-uri={uri} data-expiry={wcPairingExpiry}>
          <QrCode value={uri} label={t("qrLabel", { name })} logo={logo} />
        </div>
      )}
      <div role="status" aria-live="polite" className="gw-connecting__status">
        {state.status === "failed" ? (
          <>
            <p className="gw-connecting__title gw-connecting__title--error">
              {state.error === undefined || state.message === "" ? t("couldNotConnect") : errorText(state.error)}
            </p>
            <p className="gw-text">{state.tag === "RequestDeclined" ? t("walletDeclined") : t("pairingFailed")}</p>
          </>
        ) : (
          <>
            <p className="gw-connecting__title">{t("scanWith", { name })}</p>
            <p className="gw-text">
              {uri === undefined
                ? t("preparingCode")
                : client.platform.isMobile
                  ? t("scanOnOtherDevice")
                  : t("scanOnPhone")}
            </p>
          </>
        )}
      </div>
      <div className="gw-connecting__actions">
        {failed ? (
          <button type="button" className="gw-action gw-action--secondary" onClick={restart}>
            <RefreshIcon size={16} />
            {t("tryAgain")}
          </button>
        ) : (
          uri !== undefined && <CopyButton value={uri} label={t("copyLink")} copied={t("linkCopied")} />
        )}
      </div>
    </div>
  )
}

interface MobileWalletProps {
  readonly name: string
  readonly imageUrl: string | undefined
  readonly link: MobileLink
  readonly uri: string | undefined
  readonly expiry: number | undefined
  readonly state: "connecting" | "failed"
  readonly onOpen: (href: string) => void
}

/** A phone and a wallet app with a deep link: open the app first; scan or copy from another device. */
const MobileWallet = ({ name, imageUrl, link, uri, expiry, state, onOpen }: MobileWalletProps) => {
  const t = useMessages(connectingMessages)
  return (
    <div className="gw-connecting" data-testid="connecting-walletconnect-view" data-state={state} data-mobile="true">
      <FlowStyles name="connecting" css={connectingCss} />
      <div className="gw-connecting__mark">
        <WalletAvatar imageUrl={imageUrl} size={72} className="gw-connecting__icon" />
        <span className="gw-connecting__ring" aria-hidden="true" />
      </div>
      <div role="status" aria-live="polite" className="gw-connecting__status">
        <p className="gw-connecting__title">{t("continueIn", { name })}</p>
        <p className="gw-text">{uri === undefined ? t("preparingConnection") : t("openAndApprove", { name })}</p>
      </div>
      {link.href === undefined ? (
        <button type="button" className="gw-action gw-connecting__open" disabled aria-busy="true">
          <SpinnerIcon size={18} />
          {t("open", { name })}
        </button>
      ) : (
        <a
          className="gw-action gw-connecting__open"
          href={link.href}
          onClick={(event) => {
            const href = link.href as string
            // In a Telegram mini app the page cannot leave for another app: Telegram opens the link.
            if (openThroughTelegram(href)) event.preventDefault()
            onOpen(href)
          }}
        >
          {t("open", { name })}
        </a>
      )}
      {uri !== undefined && (
        <>
          <p className="gw-connecting__or">{t("orScan")}</p>
          <div className="gw-qr gw-qr--small" data-wc-uri={uri} data-expiry={expiry}>
            <QrCode value={uri} label={t("qrLabel", { name })} />
          </div>
          <CopyButton value={uri} label={t("copyLink")} copied={t("linkCopied")} />
        </>
      )}
    </div>
  )
}
