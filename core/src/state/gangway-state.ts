import type { AuthState } from "../controllers/auth/auth-state.js"
import type { BalancesState } from "../controllers/balances-state.js"
import type { ChainsState } from "../controllers/chains-state.js"
import type { ConnectionStoreState } from "../controllers/connection/store-state.js"
import type { HistoryState } from "../controllers/history-state.js"
import type { ModalState } from "../controllers/modal-state.js"
import type { NftsState } from "../controllers/nfts-state.js"
import type { RouterState } from "../controllers/router-state.js"
import type { SendStoreState } from "../controllers/send/types.js"
import type { SignInState } from "../controllers/sign-in-state.js"
import type { ThemeTokens } from "../theme/tokens.js"
import type { ToastState } from "../controllers/toast-state.js"
import type { WalletRequestsState } from "../controllers/wallet-requests-state.js"
import type { ThemeState } from "../domain/theme.js"

/** Everything a UI renders, as one immutable snapshot. */
export interface GangwayState {
  readonly router: RouterState
  readonly modal: ModalState
  readonly toast: ToastState
  readonly theme: ThemeState
  readonly themeTokens: ThemeTokens
  readonly chains: ChainsState
  readonly connection: ConnectionStoreState
  readonly signIn: SignInState
  readonly requests: WalletRequestsState
  readonly balances: BalancesState
  readonly send: SendStoreState
  readonly history: HistoryState
  readonly nfts: NftsState
  readonly auth: AuthState
}
