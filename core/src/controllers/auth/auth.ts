import { Context, Effect, FiberSet, Layer, Schema } from "effect"
import { Adapters } from "../../adapters/registry.js"
import type { AuthFrame } from "../../connectors/auth/auth-frame.js"
import type { FrameRequestError } from "../../connectors/auth/frame-transport.js"
import { AUTH_CONNECTOR_ID, AUTH_NAMESPACES, authConnectorData } from "../../connectors/connector-data.js"
import { SocialProvider } from "../../domain/account.js"
import { Email } from "../../domain/email.js"
import type { FrameUser } from "../../domain/frame.js"
import { checkEmailLoginCooldown } from "../../policy/cooldown.js"
import { Storage } from "../../services/storage/storage.js"
import { Analytics } from "../../services/analytics/analytics.js"
import type { AccountType, ChainNamespace } from "../../domain/namespace.js"
import { readPreferredAccountTypes } from "../connection/account-types.js"
import { makeSetPreferredAccountType } from "./preferred-account-type.js"
import { makeStore, type Store } from "../store.js"
import { InvalidInput, type CooldownActive, type EmailLoginDependencyUnavailable } from "../../errors.js"
import type { WalletError } from "../../connectors/session.js"
import { Chains } from "../chain.js"
import { Connection } from "../connection.js"
import { Modal } from "../modal.js"
import { Outcomes } from "../outcomes.js"
import { Router } from "../router.js"
import { Theme } from "../theme.js"
import { authConnector } from "./auth-connector.js"
import type { AuthNotConfigured, PopupBlocked, SocialLoginClosed } from "./auth-errors.js"
import { makeAuthFrameSession, type AuthOptions } from "./auth-frame-session.js"
import { makeFrameApprovals } from "./frame-approvals.js"
import { initialAuthState, type AuthState } from "./auth-state.js"
import {
  clearLoginCache,
  readLastEmailLoginAt,
  readLoginUsed,
  rememberLogin,
  writeLastEmailLoginAt
} from "./login-cache.js"
import { makeAuthFlows, type PopupWindow } from "./auth-flows.js"
import { makeFarcasterFlow } from "./farcaster-flow.js"

export type { AuthOptions }

/** Every way an auth flow fails, each with the catalogue's message. */
export type AuthError =
  | FrameRequestError
  | EmailLoginDependencyUnavailable
  | InvalidInput
  | PopupBlocked
  | SocialLoginClosed
  | AuthNotConfigured
  | CooldownActive
  | WalletError

export type { PopupWindow }

/**
 * Email and social login through the secure frame (SPEC §4 Email login), the update of the
 * email, and what the frame starts (approvals, a lost session). The frame and its code load
 * on first use; a page that never uses them never fetches them.
 */
export class Auth extends Context.Service<
  Auth,
  {
    readonly store: Store<AuthState>
    readonly connectEmail: (email: string) => Effect.Effect<void, AuthError>
    readonly submitOtp: (otp: string) => Effect.Effect<void, AuthError>
    readonly connectSocial: (provider: string, popup: PopupWindow | null) => Effect.Effect<void, AuthError>
    /** Sign In With Farcaster: the link as a QR code (ConnectingFarcaster), connected once the person's client signed. */
    readonly connectFarcaster: () => Effect.Effect<void, AuthError>
    /** Leaves a Farcaster sign-in, reloads the frame (its flows under way dropped) and syncs the app's data into it again (SPEC §2). */
    readonly reload: () => Effect.Effect<void>
    readonly updateEmail: (email: string) => Effect.Effect<void, AuthError>
    readonly submitUpdateOtp: (otp: string) => Effect.Effect<void, AuthError>
    /** Leaves the flow in progress (the views' Back). */
    readonly cancel: () => Effect.Effect<void>
    /** Lays the frame over `container` while an approval waits (`undefined` hides it). */
    readonly showFrame: (container: HTMLElement | undefined) => void
    /** Uses the embedded wallet's EOA or its smart account from now on (SPEC §4; docs/smart-accounts.md). */
    readonly setPreferredAccountType: (type: AccountType, namespace?: ChainNamespace) => Effect.Effect<void, AuthError>
  }
>()("gangway/Auth") {
  static layer(options: AuthOptions | undefined) {
    return Layer.effect(
      Auth,
      Effect.gen(function* () {
        const connection = yield* Connection
        const chains = yield* Chains
        const modal = yield* Modal
        const router = yield* Router
        const outcomes = yield* Outcomes
        const theme = yield* Theme
        const adapters = yield* Adapters
        const storage = yield* Storage
        const analytics = yield* Analytics
        const withStorage = Effect.provideService(Storage, storage)
        const run = yield* FiberSet.makeRuntime<never>()
        const store = makeStore<AuthState>(initialAuthState)
        const namespaces = AUTH_NAMESPACES.filter((namespace) => adapters.namespaces.includes(namespace))

        const frameSession = yield* makeAuthFrameSession(options, {
          chains,
          theme,
          run,
          onEvent: (event) => run(approvals.handleEvent(event))
        })

        // A frame that cannot start ends the session (SPEC §8); the presenter says which failures are toasts.
        const report = <A, E extends { readonly _tag: string; readonly message: string }>(
          effect: Effect.Effect<A, E>
        ) =>
          effect.pipe(
            Effect.tapError((error) =>
              Effect.gen(function* () {
                yield* store.update((state) => ({ ...state, busy: false, error }))
                yield* outcomes.report({ _tag: "AuthFailed", error })
                if (error._tag === "AuthInitializationFailed" || error._tag === "InvalidAppConfiguration") {
                  yield* Effect.ignore(connection.disconnect())
                  yield* outcomes.report({ _tag: "AuthSessionEnded" })
                }
              })
            )
          )
        const frame: Effect.Effect<AuthFrame, AuthError> = report(frameSession.frame)

        const forget = Effect.gen(function* () {
          yield* withStorage(clearLoginCache)
          yield* store.update((state) => ({ ...state, user: undefined, step: { kind: "idle" } }))
        })
        const onUser = (user: FrameUser) =>
          Effect.gen(function* () {
            const cached = yield* withStorage(
              Effect.all({ email: Effect.succeed(user.email ?? undefined), userName: Effect.succeed(user.userName) })
            )
            yield* store.update((state) => ({
              ...state,
              user: {
                email: cached.email ?? undefined,
                userName: cached.userName,
                socialProvider: state.user?.socialProvider
              }
            }))
          })

        if (options !== undefined && namespaces.length > 0) {
          yield* connection.register(
            authConnector({
              connector: authConnectorData(namespaces),
              namespaces,
              adapters,
              frame,
              loginUsed: withStorage(readLoginUsed),
              signOut: Effect.gen(function* () {
                const opened = frameSession.opened()
                if (opened !== undefined) yield* Effect.ignore(opened.transport.request("SIGN_OUT", {}))
                yield* forget
              }),
              forget,
              onUser,
              preferredAccountType: (namespace) =>
                withStorage(Effect.map(readPreferredAccountTypes, (stored) => stored[namespace] ?? "eoa")),
              onSmartAccountDeployed: connection.markSmartAccountDeployed
            })
          )
          // The dApp's theme follows into the frame's approval UI.
          const stopTheme = theme.store.subscribe(({ themeMode }) => {
            const opened = frameSession.opened()
            if (opened !== undefined) run(Effect.ignore(opened.transport.request("SYNC_THEME", { themeMode })))
          })
          yield* Effect.addFinalizer(() => Effect.sync(stopTheme))
        }

        const approvals = yield* makeFrameApprovals({
          store,
          modal,
          router,
          connection,
          namespaces,
          opened: frameSession.opened,
          forget,
          run
        })

        const authFlows = makeAuthFlows({
          store,
          frame,
          report,
          router,
          connectAuth: Effect.suspend(() => connection.connect(AUTH_CONNECTOR_ID)),
          remember: (login) => withStorage(rememberLogin({ ...login, chain: chains.store.get().activeNamespace })),
          lastEmailLoginAt: withStorage(readLastEmailLoginAt),
          markEmailLogin: (time) => withStorage(writeLastEmailLoginAt(time)),
          checkCooldown: checkEmailLoginCooldown,
          decodeEmail: (email) =>
            Effect.mapError(
              Schema.decodeUnknownEffect(Email)(email.trim()),
              () => new InvalidInput({ field: "email", reason: "Enter a valid email address, like name@example.com" })
            ),
          decodeProvider: (provider) =>
            Effect.mapError(
              Schema.decodeUnknownEffect(SocialProvider)(provider),
              () =>
                new InvalidInput({ field: "provider", reason: "one of google, github, apple, facebook, x, discord" })
            ),
          fork: (effect) => run(effect)
        })

        const { finish, ...flows } = authFlows
        const { connectFarcaster } = makeFarcasterFlow({
          store,
          frame,
          report,
          router,
          finish,
          showUrl: (url) => {
            const namespace = chains.store.get().activeNamespace
            return namespace === undefined ? Effect.void : chains.patchAccount(namespace, { farcasterUrl: url })
          }
        })
        const reload = Effect.fn("Auth.reload")(function* () {
          if (store.get().step.kind === "farcaster") yield* flows.cancel()
          yield* frameSession.reload
        })

        return {
          store,
          ...flows,
          setPreferredAccountType: makeSetPreferredAccountType({
            frame,
            report,
            modal,
            chains,
            connection,
            analytics,
            withStorage
          }),
          connectFarcaster,
          reload,
          showFrame: approvals.showFrame
        }
      })
    )
  }
}
