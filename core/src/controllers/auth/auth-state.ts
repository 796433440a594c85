import type { SocialProvider } from "../../domain/account.js"
import type { EmailConnectAction, EmailUpdateAction } from "../../domain/frame.js"

/** Where an email, social or update-email flow stands. */
export type AuthStep =
  | { readonly kind: "idle" }
  /** VERIFY_DEVICE: waiting for the emailed device link; VERIFY_OTP: waiting for the code. */
  | { readonly kind: "email"; readonly email: string; readonly action: Exclude<EmailConnectAction, "CONNECT"> }
  | { readonly kind: "social"; readonly provider: SocialProvider; readonly popupBlocked: boolean }
  | { readonly kind: "update-email"; readonly newEmail: string; readonly action: EmailUpdateAction }
  /** Sign In With Farcaster: the relay link (undefined while it is asked for), shown as a QR code. */
  | { readonly kind: "farcaster"; readonly url: string | undefined }

export interface AuthUser {
  readonly email: string | undefined
  readonly userName: string | undefined
  readonly socialProvider: SocialProvider | undefined
}

export interface AuthState {
  readonly step: AuthStep
  /** A request to the frame is under way. */
  readonly busy: boolean
  /**
   * The flow's last failure: its `message` in the catalogue's English, its `_tag` and fields for
   * a UI that words it in the visitor's language.
   */
  readonly error: { readonly _tag: string; readonly message: string } | undefined
  /** When the last email login was asked (epoch ms): the views count the 30 s cool-down from it. */
  readonly lastEmailLoginAt: number | undefined
  readonly user: AuthUser | undefined
  /** A request waiting for the person in the frame's approval UI (the frame is shown). */
  readonly approval:
    | { readonly requestId: string; readonly method: string; readonly height: number | undefined }
    | undefined
}

export const initialAuthState: AuthState = {
  step: { kind: "idle" },
  busy: false,
  error: undefined,
  lastEmailLoginAt: undefined,
  user: undefined,
  approval: undefined
}
