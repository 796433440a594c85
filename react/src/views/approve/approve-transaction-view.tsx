import type { GangwayState } from "@gangway/core"
import { useGangwayClient } from "../../context.js"
import { useGangwayState } from "../../hooks/use-gangway-state.js"
import { useWalletInfo } from "../../hooks/use-wallet-info.js"
import { detailsCss } from "../../internal/details-css.js"
import { EmptyState } from "../../internal/empty-state.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { CheckIcon } from "../../internal/icons.js"
import { WalletAvatar } from "../../internal/wallet-avatar.js"
import { connectingCss } from "../connecting/connecting-css.js"
import { summarise } from "./request-summary.js"
import { AuthApproval } from "../auth/auth-approval.js"
import { useLocale, useMessages } from "../../i18n/use-messages.js"
import { approveMessages } from "./messages.js"

const approveCss = `
.gw-approve__details{align-self:stretch;text-align:left}
.gw-approve__cancel{align-self:stretch;min-height:48px}
`

const selectApprovals = (state: GangwayState) => ({
  waiting: state.requests.pending.filter((request) => request.needsApproval),
  native: state.chains.activeCaipNetwork?.nativeCurrency,
  frameApproval: state.auth.approval
})

/**
 * A request of the app that waits for the user's approval in the wallet
 * (SPEC §2, ApproveTransaction): what it asks, where to approve it, and a way
 * to cancel it from here ('Request was aborted' for the app). The core opens
 * this view while a wallet on another device holds the request.
 */
export const ApproveTransactionView = () => {
  const client = useGangwayClient()
  const { waiting, native, frameApproval } = useGangwayState(selectApprovals)
  const wallet = useWalletInfo()
  const t = useMessages(approveMessages)
  const { locale } = useLocale()
  // A WalletConnect session may only know the protocol's name, not the wallet's.
  const name = wallet === undefined || wallet.name === "WalletConnect" ? t("yourWallet") : wallet.name
  const [first] = waiting

  // The embedded wallet asks in the secure frame's own screen, shown here.
  if (frameApproval !== undefined) return <AuthApproval method={frameApproval.method} height={frameApproval.height} />
  if (first === undefined) {
    return (
      <EmptyState
        testId="approve-transaction-view"
        icon={<CheckIcon size={24} />}
        title={t("nothing")}
        text={t("nothingText")}
      />
    )
  }
  const summary = summarise(first.method, first.params, native ?? { symbol: "ETH", decimals: 18 }, t, locale)
  const elsewhere = wallet?.type === "WALLET_CONNECT"
  return (
    <div className="gw-connecting" data-testid="approve-transaction-view" data-method={first.method}>
      <FlowStyles name="connecting" css={connectingCss} />
      <FlowStyles name="details" css={detailsCss} />
      <FlowStyles name="approve" css={approveCss} />
      <div className="gw-connecting__mark">
        <WalletAvatar imageUrl={wallet?.icon} size={72} className="gw-connecting__icon" />
        <span className="gw-connecting__ring" aria-hidden="true" />
      </div>
      <div role="status" aria-live="polite" className="gw-connecting__status">
        <p className="gw-connecting__title">{t("approveIn", { name })}</p>
        <p className="gw-text">{elsewhere ? t("openOnPhone", { name }) : t("reviewIn", { name })}</p>
      </div>
      <dl className="gw-details gw-approve__details">
        <div className="gw-details__row">
          <dt>{t("request")}</dt>
          <dd data-testid="approve-action">{summary.action}</dd>
        </div>
        {summary.rows.map((row) => (
          <div className="gw-details__row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {waiting.length > 1 && <p className="gw-text">{t("moreWaiting", { count: waiting.length - 1 })}</p>}
      <button
        type="button"
        className="gw-action gw-action--secondary gw-approve__cancel"
        onClick={() => void client.requests.abort()}
      >
        {waiting.length > 1 ? t("cancelRequests") : t("cancelRequest")}
      </button>
    </div>
  )
}
