import { noticeMessages } from "@gangway/core/i18n"
import { useEffect } from "react"
import { useGangwayClient } from "../../context.js"
import { useNetwork } from "../../hooks/use-network.js"
import { useSend } from "../../hooks/use-send.js"
import { useLocale, useMessages } from "../../i18n/use-messages.js"
import { CopyButton } from "../../internal/copy-button.js"
import { AlertIcon, ExternalIcon, SpinnerIcon, SuccessIcon } from "../../internal/icons.js"
import { shortHash, transactionUrl } from "../../internal/money.js"
import { rememberSends, sentParts } from "../../internal/sent-summary.js"
import { accountMessages } from "./messages.js"

/**
 * The send under way, on the Account view the core shows once the wallet is
 * asked (SPEC §2): waiting for the signature, then for the block, then done,
 * with what was sent ("Sent 1.25 ETH to 0xab…cd"), the hash and the explorer's
 * page where the network has one; or the failure, with the form kept. A send not
 * confirmed within SEND_CONFIRMATION_WAIT_MS says "sent, not yet confirmed" with its
 * hash and link, and turns to confirmed when the core's watch sees the receipt. The toast
 * the core shows meanwhile stays SPEC §8's 'Transaction started'.
 */
export const SendStatus = () => {
  const client = useGangwayClient()
  const send = useSend()
  const { activeNetwork } = useNetwork()
  const t = useMessages(accountMessages)
  const notices = useMessages(noticeMessages)
  const { locale } = useLocale()
  useEffect(() => rememberSends(client), [client])
  const { phase, hash } = send
  if (phase === "idle" || phase === "preparing") return null

  const what = sentParts(client, send, locale)
  const explorer = transactionUrl(activeNetwork, hash)
  const title = {
    signing: t("confirmInWallet"),
    pending: t("pending"),
    // Sent, but not confirmed within the core's wait: the core keeps watching, the spinner stays.
    unconfirmed: t("unconfirmed"),
    confirmed: t("confirmed"),
    failed: notices(send.failure === "declined" ? "sendDeclined" : "sendFailed")
  }[phase]

  return (
    <div className={`gw-send-status gw-send-status--${phase}`} data-testid="send-status" data-phase={phase}>
      <span className="gw-send-status__icon" aria-hidden="true">
        {phase === "confirmed" ? (
          <SuccessIcon size={22} />
        ) : phase === "failed" ? (
          <AlertIcon size={22} />
        ) : (
          <SpinnerIcon size={22} />
        )}
      </span>
      <div className="gw-send-status__main">
        <p className="gw-send-status__title" role="status" aria-live="polite">
          {title}
        </p>
        {what !== undefined &&
          (phase === "confirmed" || phase === "unconfirmed" ? (
            <p className="gw-send-status__summary" data-testid="send-summary">
              {t("sent", { ...what })}
            </p>
          ) : (
            <p className="gw-text">{t("sending", { ...what })}</p>
          ))}
        {hash !== undefined && phase !== "signing" && phase !== "failed" && (
          <p className="gw-send-status__hash" data-testid="send-hash" data-hash={hash}>
            <span>{shortHash(hash)}</span>
            <CopyButton value={hash} label={t("copyHash")} copied={t("hashCopied")} iconOnly />
            {explorer !== undefined && (
              <a className="gw-link-button" href={explorer} target="_blank" rel="noreferrer noopener">
                <ExternalIcon size={14} />
                {t("viewOnExplorer")}
                <span className="gw-sr-only">{t("newTab")}</span>
              </a>
            )}
          </p>
        )}
        {phase === "failed" && (
          <div className="gw-send-status__actions">
            <button type="button" className="gw-link-button" onClick={() => void client.modal.navigate("WalletSend")}>
              {t("reviewAndRetry")}
            </button>
            <button type="button" className="gw-link-button" onClick={() => void client.send.reset()}>
              {t("discard")}
            </button>
          </div>
        )}
        {phase === "confirmed" && (
          <div className="gw-send-status__actions">
            <button type="button" className="gw-link-button" onClick={() => void client.send.reset()}>
              {t("done")}
            </button>
          </div>
        )}
      </div>
    </div>
  )
}
