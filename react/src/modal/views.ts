import type { View } from "@gangway/core"
import { lazyView, type LazyView } from "./lazy-view.js"

// One chunk per flow: the button and the shell load first, a flow's views when first shown.
const connectFlow = () => import("../views/connect/index.js")
const connectingFlow = () => import("../views/connecting/index.js")
const walletsFlow = () => import("../views/wallets/index.js")
const accountFlow = () => import("../views/account/index.js")
const networksFlow = () => import("../views/networks/index.js")
const sendFlow = () => import("../views/send/index.js")
const activityFlow = () => import("../views/activity/index.js")
const approveFlow = () => import("../views/approve/index.js")
const authFlow = () => import("../views/auth/index.js")

export const ConnectView = lazyView(() => connectFlow().then((flow) => flow.ConnectView))
export const ConnectingExternalView = lazyView(() => connectingFlow().then((flow) => flow.ConnectingExternalView))
export const ConnectingWalletConnectView = lazyView(() => connectingFlow().then((flow) => flow.ConnectingWalletConnectView))
export const ConnectingWalletConnectBasicView = lazyView(() =>
  connectingFlow().then((flow) => flow.ConnectingWalletConnectBasicView)
)
export const AllWalletsView = lazyView(() => walletsFlow().then((flow) => flow.AllWalletsView))
export const AccountView = lazyView(() => accountFlow().then((flow) => flow.AccountView))
export const NetworksView = lazyView(() => networksFlow().then((flow) => flow.NetworksView))
export const UnsupportedChainView = lazyView(() => networksFlow().then((flow) => flow.UnsupportedChainView))
export const SendView = lazyView(() => sendFlow().then((flow) => flow.SendView))
export const SendSelectTokenView = lazyView(() => sendFlow().then((flow) => flow.SendSelectTokenView))
export const SendPreviewView = lazyView(() => sendFlow().then((flow) => flow.SendPreviewView))
export const TransactionsView = lazyView(() => activityFlow().then((flow) => flow.TransactionsView))
export const ApproveTransactionView = lazyView(() => approveFlow().then((flow) => flow.ApproveTransactionView))
export const SignInView = lazyView(() => connectingFlow().then((flow) => flow.loadSignInView()))
// Reached only from Account: its chunk holds the buy flow's import, so the first bundle does not.
export const OnrampBuyView = lazyView(() => accountFlow().then((flow) => flow.loadOnrampBuyView()))
// Reached only from Account: its chunk holds the swap flow's import, so the first bundle does not.
export const SwapView = lazyView(() => accountFlow().then((flow) => flow.loadSwapView()))
// Reached only from Account, likewise: names and sessions.
export const RegisterNameView = lazyView(() => accountFlow().then((flow) => flow.loadRegisterNameView()))
export const SessionsView = lazyView(() => accountFlow().then((flow) => flow.loadSessionsView()))
/** Email, social, Farcaster and update-email login: one component for its six views. */
export const AuthFlowView = lazyView(() => authFlow().then((flow) => flow.AuthFlowView))
/** The activity list on its own, for the Account view's Activity tab. */
export const ActivityList = lazyView<{ readonly limit?: number }>(() => activityFlow().then((flow) => flow.ActivityList))

/** The views built so far; the others show a notice until their flow lands. */
export const viewComponents: Partial<Record<View, LazyView<object>>> = {
  Connect: ConnectView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  AllWallets: AllWalletsView,
  Account: AccountView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
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
