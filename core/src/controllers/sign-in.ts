import { Context, Effect, Layer } from "effect"
import type { SiwxSession } from "../domain/siwx.js"
import { initialSignInState, type SignInState } from "./sign-in-state.js"
import { makeStore, type Store } from "./store.js"

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
    /** Whether `address` has signed in (on `chainId`, when given). */
    readonly hasSessionFor: (address: string | undefined, chainId?: string) => boolean
    readonly setSessions: (sessions: ReadonlyArray<SiwxSession>) => Effect.Effect<void>
    /** Records that the person cancelled sign-in: a check already under way does not ask again. */
    readonly cancelled: () => Effect.Effect<void>
    /** How many times sign-in was cancelled (a check compares it before asking). */
    readonly cancellations: () => number
  }
>()("gangway/SignIn") {
  static layer(options: { readonly required: boolean }): Layer.Layer<SignIn> {
    return Layer.sync(SignIn, () => {
      const store = makeStore<SignInState>(initialSignInState(options.required))
      let cancellations = 0
      return {
        cancelled: () =>
          Effect.suspend(() => {
            cancellations++
            return store.update((state) => ({ ...state, status: "idle" as const, error: undefined }))
          }),
        cancellations: () => cancellations,
        store,
        hasSessionFor: (address, chainId) =>
          address !== undefined &&
          store
            .get()
            .sessions.some(
              (session) =>
                session.data.accountAddress.toLowerCase() === address.toLowerCase() &&
                (chainId === undefined || session.data.chainId === chainId)
            ),
        setSessions: (sessions) => store.update((state) => ({ ...state, sessions }))
      }
    })
  }
}
