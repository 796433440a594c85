import { Context, Effect, Layer } from "effect"
import type { SiwxSession } from "../domain/siwx.js"
import { initialSignInState } from "../state/initial-state.js"
import { makeStore, type Store } from "../state/store.js"

export interface SignInState {
  /** Whether the dApp requires sign-in after connecting (SIWX `getRequired`). */
  readonly required: boolean
  readonly sessions: ReadonlyArray<SiwxSession>
}

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
