import "../index.js" // one chunk for the first bundle in esbuild: see index.ts
import type { View } from "@gangway/core"
import { EmptyState } from "../internal/empty-state.js"
import { useGangwayState } from "../hooks/use-gangway-state.js"
import { lazyView, type LazyView } from "./lazy-view.js"
import { useMessages } from "../i18n/use-messages.js"
import { modalMessages } from "./messages.js"

// Views reached from inside another flow (Account, a connection, a request): registered in this
// chunk rather than in the first bundle, so a new flow adds nothing before the first click.
const sendFlow = () => import("../views/send/index.js")
const activityFlow = () => import("../views/activity/index.js")
const approveFlow = () => import("../views/approve/index.js")
const authFlow = () => import("../views/auth/index.js")

export const SendView = lazyView(() => sendFlow().then((flow) => flow.SendView))
export const SendSelectTokenView = lazyView(() => sendFlow().then((flow) => flow.SendSelectTokenView))
export const SendPreviewView = lazyView(() => sendFlow().then((flow) => flow.SendPreviewView))
export const TransactionsView = lazyView(() => activityFlow().then((flow) => flow.TransactionsView))
export const ApproveTransactionView = lazyView(() => approveFlow().then((flow) => flow.ApproveTransactionView))
export const SignInView = lazyView(() => import("../views/sign-in/index.js").then((flow) => flow.SignInView))
export const OnrampBuyView = lazyView(() => import("../views/onramp/index.js").then((flow) => flow.OnrampBuyView))
export const SwapView = lazyView(() => import("../views/swap/index.js").then((flow) => flow.SwapView))
export const RegisterNameView = lazyView(() => import("../views/names/index.js").then((flow) => flow.RegisterNameView))
export const SessionsView = lazyView(() => import("../views/sessions/index.js").then((flow) => flow.SessionsView))
/** Email, social, Farcaster and update-email login: one component for its six views. */
export const AuthFlowView = lazyView(() => authFlow().then((flow) => flow.AuthFlowView))
/** The activity list on its own, for the Account view's Activity tab. */
export const ActivityList = lazyView<{ readonly limit?: number }>(() =>
  activityFlow().then((flow) => flow.ActivityList)
)

export const lateViewComponents: Partial<Record<View, LazyView<object>>> = {
  WalletSend: SendView,
  WalletSendSelectToken: SendSelectTokenView,
  WalletSendPreview: SendPreviewView,
  Transactions: TransactionsView,
  ApproveTransaction: ApproveTransactionView,
  SIWXSignMessage: SignInView,
  ConnectingSiwe: SignInView,
  EmailVerifyDevice: AuthFlowView,
  EmailVerifyOtp: AuthFlowView,
  ConnectingSocial: AuthFlowView,
  ConnectingFarcaster: AuthFlowView,
  UpdateEmail: AuthFlowView,
  UpdateEmailOtp: AuthFlowView,
  OnrampBuy: OnrampBuyView,
  Swap: SwapView,
  RegisterName: RegisterNameView,
  Sessions: SessionsView
}

/** The current view when it is one of this chunk's (the outlet's Suspense and error boundary wrap it). */
export const LateViewOutlet = () => {
  const view = useGangwayState((state) => state.router.view)
  const t = useMessages(modalMessages)
  const Component = lateViewComponents[view]
  if (Component === undefined) {
    return <EmptyState title={t("notAvailable")} text={t("notAvailableHint")} />
  }
  return <Component />
}
