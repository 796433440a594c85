import { Clock, Context, Effect, FiberSet, Layer, Semaphore } from "effect"
import { Adapters } from "../adapters/registry.js"
import type { WalletError } from "../connectors/session.js"
import { sessionExpired, sessionMatches, type SiwxSession } from "../domain/siwx.js"
import type {
  ChainError,
  InvalidInput,
  MissingAdapter,
  MissingNetwork,
  NoActiveCaipAddress,
  SiwxNotEnabled,
  SmartAccountUnsupported
} from "../errors.js"
import { Chains } from "../controllers/chain.js"
import { Connection } from "../controllers/connection.js"
import { Modal } from "../controllers/modal.js"
import { Outcomes } from "../controllers/outcomes.js"
import { Router } from "../controllers/router.js"
import { SignIn, SignInHooks } from "../controllers/sign-in.js"
import { makeAdoptWalletSignIn } from "./adopt-wallet-sign-in.js"
import type { SiwxMessageRefused } from "./errors.js"
import { signInSite, type SiwxProvider } from "./provider.js"
import { providerCalls, type ProviderError } from "./provider-calls.js"
import { signInTarget } from "./sign-in-target.js"
import { makeSignInWithWallet } from "./sign-in-with-wallet.js"

export type SignInError =
  | SiwxNotEnabled
  | NoActiveCaipAddress
  | SmartAccountUnsupported
  | ProviderError
  | WalletError
  | MissingAdapter
  | ChainError
  | MissingNetwork
  | InvalidInput
  | SiwxMessageRefused

/**
 * Sign-in with the wallet after connecting (SPEC §4): asks an account without a session to
 * sign the provider's message, keeps the session, and asks again when the account or the
 * network changes to one without a session. Works with any connector whose namespace's
 * adapter has `signIn`; the namespace's format and signing live there.
 */
export class SignInFlow extends Context.Service<
  SignInFlow,
  {
    /** Signs the active account in: the message from the provider, the wallet's signature, the session kept. */
    readonly signIn: () => Effect.Effect<SiwxSession, SignInError>
    /** Whether the active account must still sign in; when so, the modal shows the sign-in view. */
    readonly check: (again?: boolean) => Effect.Effect<boolean>
    /** Ends every session (the provider's too: a backend forgets it). */
    readonly signOut: () => Effect.Effect<void, ProviderError>
  }
>()("gangway/SignInFlow") {
  /** `appUrl`: the app's URL (`metadata.url`), the site messages must name outside a browser. */
  static layer(provider: SiwxProvider | undefined, appUrl?: string | undefined) {
    const flow = Layer.effect(
      SignInFlow,
      Effect.gen(function* () {
        const chains = yield* Chains
        const connection = yield* Connection
        const modal = yield* Modal
        const router = yield* Router
        const outcomes = yield* Outcomes
        const adapters = yield* Adapters
        const signInState = yield* SignIn
        const store = signInState.store
        const calls = provider === undefined ? undefined : providerCalls(provider)
        const serial = yield* Semaphore.make(1)
        let checkedKey: string | undefined
        const site = signInSite(appUrl)
        const target = signInTarget({ chains, connection, adapters })

        const keep = (session: SiwxSession, normalize: (address: string) => string) =>
          store.update((state) => ({
            ...state,
            status: "idle" as const,
            error: undefined,
            sessions: [
              ...state.sessions.filter(
                (item) => !sessionMatches(item, session.data.chainId, session.data.accountAddress, normalize)
              ),
              session
            ]
          }))

        const ask = Effect.gen(function* () {
          yield* store.update((state) => ({ ...state, status: "needed" as const, error: undefined }))
          yield* outcomes.report({ _tag: "SignInNeeded" })
        })

        /** `again`: even when this account was checked already (a connection just completed, its sign-ins adopted). */
        const check = (again = false) =>
          serial.withPermits(1)(
            Effect.gen(function* () {
              if (calls === undefined) return false
              const key = chains.activeAccountKey()
              if (!again && key !== undefined && key === checkedKey) return store.get().status !== "idle"
              checkedKey = key
              const cancellations = signInState.cancellations()
              const found = yield* target
              if (found === undefined) {
                yield* store.update((state) => ({ ...state, status: "idle" as const, error: undefined }))
                return false
              }
              const now = yield* Clock.currentTimeMillis
              const chainId = found.network.caipNetworkId
              const valid = (session: SiwxSession) =>
                sessionMatches(session, chainId, found.address, found.normalize) && !sessionExpired(session, now)
              const signedIn = store.update((state) => ({ ...state, status: "idle" as const, error: undefined }))
              if (store.get().sessions.some(valid)) {
                yield* signedIn
                return false
              }
              const restored = yield* calls
                .getSessions(chainId, found.address)
                .pipe(
                  Effect.catch((error) =>
                    Effect.as(Effect.logWarning(`Sign-in sessions could not be read: ${error.message}`), [])
                  )
                )
              const kept = restored.filter(valid)
              if (kept.length > 0) {
                for (const session of kept) yield* keep(session, found.normalize)
                yield* signedIn
                return false
              }
              // Meanwhile the account changed or left, or the person cancelled: nothing to ask now.
              if (chains.activeAccountKey() !== key || signInState.cancellations() !== cancellations) return false
              yield* ask
              return true
            })
          )

        const signIn = makeSignInWithWallet({ calls, target, keep, site, chains, modal, router, outcomes, store })

        const signOut = () =>
          Effect.gen(function* () {
            yield* store.update((state) => ({ ...state, sessions: [], status: "idle" as const, error: undefined }))
            if (calls !== undefined) yield* calls.setSessions([])
          })

        // An account or network that changes while connected is checked again; leaving signs out.
        const run = yield* FiberSet.makeRuntime<never>()
        const onChange = () => {
          const key = chains.activeAccountKey()
          if (key === undefined) {
            checkedKey = undefined
            const asking = store.get().status !== "idle"
            if (store.get().sessions.length > 0 || asking) {
              run(signOut().pipe(Effect.catch((error) => Effect.logWarning(`Signing out failed: ${error.message}`))))
            }
            // No account left to sign in: a sign-in view still shown goes back to Connect.
            const view = router.store.get().view
            if (modal.store.get().open && (view === "SIWXSignMessage" || view === "ConnectingSiwe"))
              run(router.reset("Connect"))
            return
          }
          if (connection.store.get().status === "connected" && key !== checkedKey) run(Effect.asVoid(check()))
        }
        if (calls !== undefined) {
          const stops = [chains.store.subscribe(onChange), connection.store.subscribe(onChange)]
          yield* Effect.addFinalizer(() =>
            Effect.sync(() => {
              for (const stop of stops) stop()
            })
          )
        }
        return { signIn, check, signOut }
      })
    )
    const hooks = Layer.effect(
      SignInHooks,
      Effect.gen(function* () {
        const flow = yield* SignInFlow
        const adapters = yield* Adapters
        const chains = yield* Chains
        const calls = provider === undefined ? undefined : providerCalls(provider)
        const signIn = yield* SignIn
        const adopt = makeAdoptWalletSignIn({ calls, adapters, chains, signIn, site: signInSite(appUrl) })
        return {
          afterConnect: (signed: ReadonlyArray<SiwxSession>) =>
            Effect.forEach(signed, adopt, { discard: true }).pipe(Effect.andThen(flow.check(true)))
        }
      })
    )
    return Layer.provideMerge(hooks, flow)
  }
}
