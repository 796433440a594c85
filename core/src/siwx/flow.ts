import { Clock, Context, Effect, FiberSet, Layer, Semaphore } from "effect"
import { Adapters } from "../adapters/registry.js"
import type { WalletError } from "../connectors/session.js"
import { sessionExpired, sessionMatches, type SiwxSession } from "../domain/siwx.js"
import {
  ChainError,
  MissingAdapter,
  MissingNetwork,
  NoActiveCaipAddress,
  SiwxNotEnabled,
  SmartAccountUnsupported,
  type InvalidInput
} from "../errors.js"
import { Chains } from "../controllers/chain.js"
import { Connection } from "../controllers/connection.js"
import { Modal } from "../controllers/modal.js"
import { Router } from "../controllers/router.js"
import { SignIn, SignInHooks } from "../controllers/sign-in.js"
import { SiwxMessageRefused, SiwxSignatureInvalid } from "./errors.js"
import { checkedMessage } from "./checked-message.js"
import { readSignInMessage, signInMessageProblems } from "./message-rules.js"
import { signInSite, type SiwxProvider } from "./provider.js"
import { providerCalls, type ProviderError } from "./provider-calls.js"

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
        const adapters = yield* Adapters
        const signInState = yield* SignIn
        const store = signInState.store
        const calls = provider === undefined ? undefined : providerCalls(provider)
        const serial = yield* Semaphore.make(1)
        let checkedKey: string | undefined
        const site = signInSite(appUrl)
        const networkIds = () =>
          Object.values(chains.store.get().chains).flatMap((chain) =>
            (chain?.caipNetworks ?? []).map((network) => network.caipNetworkId)
          )

        /** The active account, its network, its wallet session and its namespace's sign-in, when there is one. */
        const target = Effect.gen(function* () {
          const account = chains.activeAccount()
          const network = chains.store.get().activeCaipNetwork
          const session = network === undefined ? undefined : connection.session(network.chainNamespace)
          if (account?.address === undefined || network === undefined || session === undefined) return undefined
          const adapter = yield* adapters.get(network.chainNamespace).pipe(Effect.option)
          if (adapter._tag === "None" || adapter.value.signIn === undefined) return undefined
          const signIn = adapter.value.signIn
          const normalize = adapter.value.normalizeAddress
          const accountType = account.preferredAccountTypes[network.chainNamespace]
          return { address: account.address, accountType, network, session, signIn, normalize }
        })

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
          if (modal.store.get().open) yield* router.reset("SIWXSignMessage")
          else yield* modal.open({ view: "SIWXSignMessage" })
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

        const signIn = () =>
          Effect.gen(function* () {
            if (calls === undefined) return yield* new SiwxNotEnabled()
            const found = yield* target
            if (found === undefined) {
              return chains.activeAccount()?.address === undefined
                ? yield* new NoActiveCaipAddress()
                : yield* new SiwxNotEnabled()
            }
            const onView = modal.store.get().open
            yield* store.update((state) => ({ ...state, status: "signing" as const, error: undefined }))
            if (onView) yield* router.reset("ConnectingSiwe")
            const attempt = Effect.gen(function* () {
              const issuedAt = new Date(yield* Clock.currentTimeMillis).toISOString()
              const request = { accountAddress: found.address, chainId: found.network.caipNetworkId, issuedAt }
              // The message names the account and network being signed in, whatever the provider wrote there.
              const fields = {
                ...(yield* calls.createMessage(request)),
                accountAddress: request.accountAddress,
                chainId: request.chainId
              }
              // Checked before the wallet is asked: a message the site must refuse is never signed.
              const { data, message } = yield* checkedMessage(fields, {
                ...site,
                chains: networkIds(),
                now: yield* Clock.currentTimeMillis
              })
              // A contract account that cannot sign (or whose signature the chain does not accept) is told so.
              const smart = found.accountType === "smartAccount"
              const signature = yield* found.signIn
                .sign(found.session, found.network, found.address, message)
                .pipe(
                  Effect.mapError((error) =>
                    smart && error._tag !== "SignatureDeclined"
                      ? new SmartAccountUnsupported({ details: error.message })
                      : error
                  )
                )
              const valid = yield* found.signIn.verify(found.network, found.address, message, signature)
              if (!valid)
                return yield* smart
                  ? new SmartAccountUnsupported({ details: "the signature did not verify" })
                  : new SiwxSignatureInvalid({})
              return { data, message, signature } satisfies SiwxSession
            })
            const session = yield* attempt.pipe(
              Effect.tap((session) => calls.addSession(session)),
              Effect.tapError((error) =>
                Effect.gen(function* () {
                  // Cancelled meanwhile: the view is gone; nothing to show.
                  if (store.get().status !== "signing") return
                  yield* store.update((state) => ({ ...state, status: "needed" as const, error }))
                  if (modal.store.get().open) yield* router.reset("SIWXSignMessage")
                })
              )
            )
            // Cancelled while the wallet signed: the person gave up, the signature is not kept.
            if (store.get().status !== "signing") return session
            yield* keep(session, found.normalize)
            if (modal.store.get().open) yield* modal.close()
            return session
          })

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
          yield* Effect.addFinalizer(() => Effect.sync(() => stops.forEach((stop) => stop())))
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
        const site = signInSite(appUrl)
        const networkIds = () =>
          Object.values(chains.store.get().chains).flatMap((chain) =>
            (chain?.caipNetworks ?? []).map((network) => network.caipNetworkId)
          )
        /** A sign-in the wallet gave while connecting (WalletConnect one-click) is checked and handed to the provider. */
        const adopt = (session: SiwxSession) =>
          Effect.gen(function* () {
            if (calls === undefined) return
            const network = Object.values(chains.store.get().chains)
              .flatMap((chain) => chain?.caipNetworks ?? [])
              .find((item) => item.caipNetworkId === session.data.chainId)
            if (network === undefined) return
            const adapter = yield* adapters.get(network.chainNamespace)
            if (adapter.signIn === undefined) return
            // The wallet wrote this text: it is read strictly and held to the rules, and its data is what it says.
            const read = readSignInMessage(session.message)
            if ("problem" in read)
              return yield* new SiwxMessageRefused({ reason: read.problem.rule, details: read.problem.details })
            const broken = signInMessageProblems(read.data, {
              ...site,
              chains: networkIds(),
              now: yield* Clock.currentTimeMillis
            })[0]
            if (broken !== undefined)
              return yield* new SiwxMessageRefused({ reason: broken.rule, details: broken.details })
            if (
              read.data.chainId !== session.data.chainId ||
              read.data.accountAddress.toLowerCase() !== session.data.accountAddress.toLowerCase()
            ) {
              return yield* new SiwxMessageRefused({
                reason: "address",
                details: "the message signs in another account or network than the wallet's"
              })
            }
            const valid = yield* adapter.signIn.verify(
              network,
              read.data.accountAddress,
              session.message,
              session.signature
            )
            if (!valid) return yield* new SiwxSignatureInvalid({})
            const kept = { ...session, data: read.data }
            yield* calls.addSession(kept)
            yield* signIn.store.update((state) => ({ ...state, sessions: [...state.sessions, kept] }))
          }).pipe(
            Effect.catch((error) =>
              Effect.logWarning(`The sign-in signed while connecting was not kept: ${error.message}`)
            )
          )
        return {
          afterConnect: (signed: ReadonlyArray<SiwxSession>) =>
            Effect.forEach(signed, adopt, { discard: true }).pipe(Effect.andThen(flow.check(true)))
        }
      })
    )
    return Layer.provideMerge(hooks, flow)
  }
}
