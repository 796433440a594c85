import type { SiwxSession } from "../domain/siwx.js"

/** Where sign-in stands for the active account: nothing asked, waiting for the person, or the wallet signing. */
export type SignInStatus = "idle" | "needed" | "signing"

export interface SignInState {
  /** Whether the dApp requires sign-in after connecting (SIWX `getRequired`). */
  readonly required: boolean
  readonly status: SignInStatus
  /**
   * Why the last sign-in failed (its `message` in English, its `_tag` and fields for a UI that
   * words it in the visitor's language); cleared by the next attempt.
   */
  readonly error: { readonly _tag: string; readonly message: string } | undefined
  readonly sessions: ReadonlyArray<SiwxSession>
}

export const initialSignInState = (required: boolean): SignInState => ({
  required,
  status: "idle",
  error: undefined,
  sessions: []
})
