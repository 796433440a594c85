import { Context, type Effect } from "effect"
import type { ChainNamespace } from "../domain/namespace.js"
import type { ToastError } from "./toast-state.js"

/**
 * What an action reports the person should see, named after what happened. The actions
 * report; one presenter (presenter.ts) turns each outcome into navigation and toasts.
 */
export type Outcome =
  /** A checked send goes to the wallet to be signed. */
  | { readonly _tag: "SendStarted" }
  /** The wallet sent the transfer: its hash is known, the confirmation is awaited. */
  | { readonly _tag: "SendSubmitted" }
  /** A send failed, in the wallet or on chain; `declined` when the person refused it. */
  | { readonly _tag: "SendFailed"; readonly declined: boolean }
  /** The wallet sent the swap: its hash is known. */
  | { readonly _tag: "SwapSubmitted" }
  /** A connect succeeded. */
  | {
      readonly _tag: "Connected"
      /** An account still has to sign in (SIWX). */
      readonly signingIn: boolean
      /** The active namespace has a session now. */
      readonly activeConnected: boolean
      /** The wallet is on a network the dApp does not support. */
      readonly unsupportedChain: boolean
    }
  /** The wallet of the active namespace is on an eip155 chain the dApp does not configure. */
  | {
      readonly _tag: "UnsupportedNetwork"
      /** The dApp's `enableNetworkSwitch`, `allowUnsupportedChain`, and a basic WalletConnect session. */
      readonly networkSwitching: boolean
      readonly allowUnsupportedChain: boolean
      readonly basic: boolean
    }
  /** The active network moved to a namespace with no wallet, while another namespace has one. */
  | { readonly _tag: "WalletNeeded"; readonly namespace: ChainNamespace }
  /** An email or social login flow failed. */
  | { readonly _tag: "AuthFailed"; readonly error: ToastError }
  /** The secure frame could not start: the session was ended. */
  | { readonly _tag: "AuthSessionEnded" }
  /** The history could not be read. */
  | { readonly _tag: "HistoryUnavailable"; readonly error: ToastError }
  /** The balances could not be read; `quiet` for a refresh nobody asked to see. */
  | { readonly _tag: "BalancesUnavailable"; readonly error: ToastError; readonly quiet: boolean }
  /** The dApp asked the wallet for a method Gangway does not allow. */
  | { readonly _tag: "RequestRefused" }
  /** The analytics service refused the project's configuration. */
  | { readonly _tag: "ConfigurationRefused"; readonly error: ToastError }
  /** The active account has to sign in (SIWX). */
  | { readonly _tag: "SignInNeeded" }
  /** A sign-in (SIWX) failed while its view waited. */
  | { readonly _tag: "SignInFailed" }
  /** The account signed in (SIWX). */
  | { readonly _tag: "SignedIn" }

/** Where the actions report their outcomes; shown synchronously, within the reporting effect. */
export class Outcomes extends Context.Service<
  Outcomes,
  { readonly report: (outcome: Outcome) => Effect.Effect<void> }
>()("gangway/Outcomes") {}
