import type { AccountType, ChainNamespace } from "../../domain/namespace.js"
import type { PopupWindow } from "./auth-flows.js"

/** `client.auth`: email and social login, the email change, and the frame's approval UI (docs/auth.md). */
export interface AuthActions {
  /** Sends the login code (or the new device's link) to `email`; once per 30 s. */
  readonly connectEmail: (email: string) => Promise<void>
  /** The 6-digit code from the email; connects on success. */
  readonly submitOtp: (otp: string) => Promise<void>
  /**
   * Logs in with `provider` in `popup`, a window the page opened on the click itself
   * (`window.open("", …)`, so the browser allows it); `null` when the browser blocked it.
   */
  readonly connectSocial: (provider: string, popup: PopupWindow | null) => Promise<void>
  /**
   * Sign In With Farcaster: shows ConnectingFarcaster with the link (`getState().auth.step.url`) to
   * open or scan in a Farcaster client; resolves once it signed, fails if refused or expired.
   */
  readonly connectFarcaster: () => Promise<void>
  /** Starts changing the email: a code to the current address, then one to the new address. */
  readonly updateEmail: (email: string) => Promise<void>
  /** The code of the step the email change is at (`getState().auth.step.action`). */
  readonly submitUpdateOtp: (otp: string) => Promise<void>
  /** Leaves the flow in progress. */
  readonly cancel: () => Promise<void>
  /** Lays the frame's approval UI over `container` while an approval waits; `undefined` hides it. */
  readonly showFrame: (container: HTMLElement | undefined) => void
  /**
   * Uses the embedded wallet's EOA or its smart account on `namespace` (default: the active one):
   * the account reconnects with the other address; SET_PREFERRED_ACCOUNT_TYPE is tracked.
   */
  readonly setPreferredAccountType: (type: AccountType, namespace?: ChainNamespace) => Promise<void>
}

export type { PopupWindow }
