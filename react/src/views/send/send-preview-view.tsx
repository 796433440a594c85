import {
  formatAmount,
  InsufficientGas,
  tokenDecimals,
  type FeeSpeed,
  type GangwayState,
  type SendPreview
} from "@gangway/core"
import { useEffect, useState } from "react"
import { useGangwayClient } from "../../context.js"
import { useGangwayState } from "../../hooks/use-gangway-state.js"
import { useAccount } from "../../hooks/use-account.js"
import { useNetwork } from "../../hooks/use-network.js"
import { useSend } from "../../hooks/use-send.js"
import { formatNumber, shortAddress } from "../../internal/format.js"
import { detailsCss } from "../../internal/details-css.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { AlertIcon, SpinnerIcon } from "../../internal/icons.js"
import { useMoney } from "../../internal/use-money.js"
import { rememberSends } from "../../internal/sent-summary.js"
import { NetworkAvatar } from "../../internal/network-avatar.js"
import { TokenAvatar } from "../../internal/token-avatar.js"
import { FeeSpeedChoice } from "./fee-speed.js"
import { sendCss } from "./send-css.js"
import { sendProblems, type SendProblem } from "./send-errors.js"
import { useLocale, useMessages } from "../../i18n/use-messages.js"
import { useErrorText, useReasonText } from "../../i18n/use-error-text.js"
import { sendMessages } from "./messages.js"

/** A fee in the native token: small, so up to 8 decimals rather than the 3 of a balance. */
const feeText = (wei: bigint, decimals: number, locale: string) => formatNumber(formatAmount(wei, decimals), 8, locale)

const selectCameFromForm = (state: GangwayState) => state.router.history.at(-2)?.view === "WalletSend"

type Estimate =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly preview: SendPreview }
  | { readonly state: "failed"; readonly problems: ReadonlyArray<SendProblem> }

/**
 * WalletSendPreview: what will be sent, to whom, on which network, and the gas
 * fee in the native token and in USD. Sending is blocked when the native
 * balance cannot pay the gas (SPEC §5). Once the wallet is asked, the core
 * shows Account with the progress.
 */
export const SendPreviewView = () => {
  const client = useGangwayClient()
  const form = useSend()
  const { address } = useAccount()
  const { activeNetwork } = useNetwork()
  const [estimate, setEstimate] = useState<Estimate>({ state: "loading" })
  const [sending, setSending] = useState(false)
  const [sendProblem, setSendProblem] = useState<string | undefined>()
  // Where the network offers fee speeds (Bitcoin), the one chosen; the preview is priced for it.
  const [speed, setSpeed] = useState<FeeSpeed | undefined>()
  const [speeds, setSpeeds] = useState<ReadonlyArray<FeeSpeed> | undefined>()
  const cameFromForm = useGangwayState(selectCameFromForm)
  const t = useMessages(sendMessages)
  const errorText = useErrorText()
  const reasonText = useReasonText()
  const { locale } = useLocale()
  const money = useMoney()

  useEffect(() => {
    // What is sent is remembered from here on: the core empties the form once it is confirmed.
    rememberSends(client)
    let current = true
    setEstimate((previous) => (previous.state === "loading" ? previous : { state: "loading" }))
    client.send.preview(speed === undefined ? {} : { speed }).then(
      (preview) => {
        if (!current) return
        setEstimate({ state: "ready", preview })
        setSpeeds(preview.feeSpeeds)
      },
      (error: unknown) =>
        current && setEstimate({ state: "failed", problems: sendProblems(error, t, errorText, reasonText) })
    )
    return () => {
      current = false
    }
  }, [client, speed, t, errorText, reasonText])

  const send = async () => {
    setSending(true)
    setSendProblem(undefined)
    try {
      // Settles once mined; meanwhile the core has made Account the only view, with the progress.
      await client.send.submit(speed === undefined ? {} : { speed })
    } catch (error) {
      // Refused before the wallet was asked (this view is still shown), or by the wallet or the chain (the core says so in a toast).
      setSendProblem(sendProblems(error, t, errorText, reasonText)[0]?.message)
      setSending(false)
    }
  }

  const preview = estimate.state === "ready" ? estimate.preview : undefined
  const token = preview?.token ?? form.token
  const amount = preview?.amount ?? form.sendTokenAmount ?? "0"
  const network = preview?.network ?? activeNetwork
  const native = network?.nativeCurrency
  const receiverName = preview?.receiverName ?? form.receiverProfileName
  const receiverAddress = preview?.to ?? form.receiverAddress
  const insufficient = preview?.insufficientGas === true
  const problem = estimate.state === "failed" ? estimate.problems[0]?.message : undefined

  return (
    <div className="gw-send" data-testid="send-preview-view" data-state={estimate.state}>
      <FlowStyles name="send" css={sendCss} />
      <FlowStyles name="details" css={detailsCss} />
      <div className="gw-summary">
        {token !== undefined && <TokenAvatar symbol={token.symbol} iconUrl={token.iconUrl} size={48} />}
        <p className="gw-summary__amount" data-testid="send-preview-amount">
          {formatNumber(amount, token === undefined ? 18 : (tokenDecimals(token) ?? 18), locale)} {token?.symbol}
        </p>
        <p className="gw-summary__usd">
          <span className="gw-ltr">{money.valueOf(amount, token?.price) ?? ""}</span>
        </p>
      </div>
      <dl className="gw-details">
        <div className="gw-details__row">
          <dt>{t("from")}</dt>
          <dd>{address === undefined ? "" : shortAddress(address)}</dd>
        </div>
        <div className="gw-details__row">
          <dt>{t("to")}</dt>
          <dd data-testid="send-preview-receiver">
            {receiverName ?? (receiverAddress === undefined ? "" : shortAddress(receiverAddress))}
            {receiverName !== undefined && receiverAddress !== undefined && (
              <span className="gw-details__sub">{shortAddress(receiverAddress)}</span>
            )}
          </dd>
        </div>
        <div className="gw-details__row">
          <dt>{t("network")}</dt>
          <dd>
            {network !== undefined && (
              <span className="gw-details__network">
                <NetworkAvatar network={network} small />
                {network.name}
              </span>
            )}
          </dd>
        </div>
        <div className="gw-details__row">
          <dt>{t("networkFee")}</dt>
          <dd data-testid="send-preview-fee" aria-busy={estimate.state === "loading"}>
            {preview === undefined ? (
              estimate.state === "loading" ? (
                <span className="gw-details__loading">
                  <span className="gw-sr-only">{t("estimatingFee")}</span>
                </span>
              ) : (
                t("unknown")
              )
            ) : (
              <>
                <span className="gw-ltr">
                  {feeText(preview.fee.amount, native?.decimals ?? 18, locale)} {native?.symbol}
                </span>
                {preview.gasPriceInUSD !== undefined && (
                  <span className="gw-details__sub gw-ltr">{money.value(preview.gasPriceInUSD)}</span>
                )}
                {preview.userOperation?.deploysAccount === true && (
                  <span className="gw-details__sub" data-testid="send-preview-fee-creates-account">
                    {t("smartAccountFeeCreates")}
                  </span>
                )}
                {preview.userOperation !== undefined && (
                  <span className="gw-details__sub" data-testid="send-preview-fee-most">
                    {t("smartAccountFeeMost")}
                  </span>
                )}
              </>
            )}
          </dd>
        </div>
        {preview?.createsReceiverAccount !== undefined && (
          <div className="gw-details__row" data-testid="send-preview-new-account">
            <dt>{t("newTokenAccount")}</dt>
            <dd>
              <span className="gw-ltr">
                {feeText(preview.createsReceiverAccount.rent, native?.decimals ?? 18, locale)} {native?.symbol}
              </span>
              <span className="gw-details__sub">{t("newTokenAccountNote", { symbol: token?.symbol ?? "" })}</span>
            </dd>
          </div>
        )}
      </dl>
      {speeds !== undefined && (
        <FeeSpeedChoice
          speeds={speeds}
          value={speed ?? preview?.speed ?? "normal"}
          disabled={sending || estimate.state === "loading"}
          onChange={setSpeed}
        />
      )}
      {preview?.toSelf === true && (
        <div className="gw-alert" role="status" data-testid="send-to-self">
          <AlertIcon size={18} />
          <span>{t("toSelf")}</span>
        </div>
      )}
      {insufficient && (
        <div className="gw-alert" role="alert" data-testid="send-insufficient-gas">
          <AlertIcon size={18} />
          <span>{errorText(new InsufficientGas({ symbol: native?.symbol ?? "" }))}</span>
        </div>
      )}
      {(problem ?? sendProblem) !== undefined && (
        <div className="gw-alert" role="alert" data-testid="send-preview-error">
          <AlertIcon size={18} />
          <span>{sendProblem ?? problem}</span>
        </div>
      )}
      <div className="gw-send__actions">
        <button
          type="button"
          className="gw-action gw-action--secondary"
          onClick={() => void (cameFromForm ? client.modal.back() : client.modal.navigate("WalletSend"))}
        >
          {t("edit")}
        </button>
        <button
          type="button"
          className="gw-action"
          aria-busy={sending}
          disabled={preview === undefined || insufficient || sending}
          onClick={() => void send()}
        >
          {sending && <SpinnerIcon size={18} />}
          {sending ? t("sending") : t("send")}
        </button>
      </div>
    </div>
  )
}
