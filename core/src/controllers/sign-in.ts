import { Context, Effect, Layer } from "effect"
import type { SiwxSession } from "../domain/siwx.js"
import { initialSignInState } from "../state/initial-state.js"
import { makeStore, type Store } from "../state/store.js"

/** Where sign-in stands for the active account: nothing asked, waiting for the person, or the wallet signing. */
export type SignInStatus = "idle" | "needed" | "signing"

export interface SignInState {
  /** Whether the dApp requires sign-in after connecting (SIWX `getRequired`). */
  readonly required: boolean
  readonly status: SignInStatus
  /** Why the last sign-in failed, as the person reads it; cleared by the next attempt. */
  readonly error: string | undefined
  readonly sessions: ReadonlyArray<SiwxSession>
}

/**
 * What the connection asks of sign-in once a wallet connected (siwx/flow.ts provides it):
 * keep the sessions the wallet signed while connecting, then whether the account must still
 * sign in (the modal then stays open on the sign-in view). Without sign-in, nothing.
 */
export class SignInHooks extends Context.Reference<{
  readonly afterConnect: (signedWhileConnecting: ReadonlyArray<SiwxSession>) => Effect.Effect<boolean>
}>("gangway/SignInHooks", { defaultValue: () => ({ afterConnect: () => Effect.succeed(false) }) }) {}

/** Sign-in sessions as far as the modal needs them: may the modal be closed? */
export class SignIn extends Context.Service<
  SignIn,
  {
    readonly store: Store<SignInState>
    readonly hasSessionFor: (address: string | undefined) => boolean
    readonly setSessions: (sessions: ReadonlyArray<SiwxSession>) => Effect.Effect<void>
  }
>()("gangway/SignIn") {
  static layer(options: { readonly required: boolean }): Layer.Layer<SignIn> {
    return Layer.sync(SignIn, () => {
      const store = makeStore<SignInState>(initialSignInState(options.required))
      return {
        store,
        hasSessionFor: (address) =>
          address !== undefined &&
          store
            .get()
            .sessions.some((session) => session.data.accountAddress.toLowerCase() === address.toLowerCase()),
        setSessions: (sessions) => store.update((state) => ({ ...state, sessions }))
      }
    })
  }
}
