import { Context, Effect, FiberSet, Layer, Schema } from "effect"
import { Adapters } from "../../adapters/registry.js"
import type { AuthFrame } from "../../connectors/auth/auth-frame.js"
import type { FrameEvent } from "../../connectors/auth/protocol/messages.js"
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
import { makeStore, type Store } from "../../state/store.js"
import { InvalidInput, type CooldownActive, type EmailLoginDependencyUnavailable } from "../../errors.js"
import type { WalletError } from "../../connectors/session.js"
import { Chains } from "../chain.js"
import { Connection } from "../connection.js"
import { Modal } from "../modal.js"
import { Router } from "../router.js"
import { Theme } from "../theme.js"
import { Toast } from "../toast.js"
import { authConnector } from "./auth-connector.js"
import { AuthNotConfigured, PopupBlocked, SocialLoginClosed } from "./auth-errors.js"
import { loadAuthFrame, type AuthFrameHostFactory } from "./auth-frame-loader.js"
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

export interface AuthOptions {
  readonly frameUrl: string
  readonly projectId: string
  readonly version: string
  readonly enableLogger: boolean
  readonly metadata:
    | {
        readonly name: string
        readonly description?: string | undefined
        readonly url?: string | undefined
        readonly icons?: ReadonlyArray<string> | undefined
      }
    | undefined
  readonly host?: AuthFrameHostFactory | undefined
}

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
        const toast = yield* Toast
        const theme = yield* Theme
        const adapters = yield* Adapters
        const storage = yield* Storage
        const analytics = yield* Analytics
        const withStorage = Effect.provideService(Storage, storage)
        const run = yield* FiberSet.makeRuntime<never>()
        const store = makeStore<AuthState>(initialAuthState)
        const namespaces = AUTH_NAMESPACES.filter((namespace) => adapters.namespaces.includes(namespace))

        let opened: AuthFrame | undefined
        // The dApp's data and theme, into the frame once it loads and again after a reload.
        const syncApp = (frame: AuthFrame, options: AuthOptions) =>
          Effect.andThen(
            frame.transport.request("SYNC_DAPP_DATA", {
              projectId: options.projectId,
              sdkVersion: options.version,
              sdkType: "gangway",
              ...(options.metadata === undefined
                ? {}
                : { metadata: { ...options.metadata, name: options.metadata.name } })
            }),
            frame.transport.request("SYNC_THEME", { themeMode: theme.store.get().themeMode })
          )
        const onEvent = (event: FrameEvent) => run(handleEvent(event))
        const frameOnce: Effect.Effect<AuthFrame, AuthError> =
          options === undefined
            ? Effect.fail(new AuthNotConfigured())
            : yield* Effect.cached(
                Effect.gen(function* () {
                  const frame = yield* loadAuthFrame({
                    frameUrl: options.frameUrl,
                    query: {
                      projectId: options.projectId,
                      chainId: chains.store.get().activeCaipNetwork?.caipNetworkId ?? "eip155:1",
                      version: options.version,
                      enableLogger: options.enableLogger
                    },
                    host: options.host,
                    onDropped: (reason) => run(Effect.logWarning(`secure frame: message dropped (${reason})`))
                  })
                  opened = frame
                  frame.transport.onEvent(onEvent)
                  yield* syncApp(frame, options)
                  return frame
                })
              )
        yield* Effect.addFinalizer(() => Effect.sync(() => opened?.transport.dispose()))

        // 'Something went wrong' is also a toast; a frame that cannot start ends the session (SPEC §8).
        const report = <A, E extends { readonly _tag: string; readonly message: string }>(
          effect: Effect.Effect<A, E>
        ) =>
          effect.pipe(
            Effect.tapError((error) =>
              Effect.gen(function* () {
                yield* store.update((state) => ({ ...state, busy: false, error }))
                if (error._tag === "SomethingWentWrong") yield* toast.showError(error)
                if (error._tag === "AuthInitializationFailed" || error._tag === "InvalidAppConfiguration") {
                  yield* toast.showError(error)
                  yield* Effect.ignore(connection.disconnect())
                  yield* router.reset("Connect")
                }
              })
            )
          )
        const frame = report(frameOnce)

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
                if (opened !== undefined) yield* Effect.ignore(opened.transport.request("SIGN_OUT", {}))
                yield* forget
              }),
              forget,
              onUser,
              preferredAccountType: (namespace) =>
                withStorage(Effect.map(readPreferredAccountTypes, (stored) => stored[namespace] ?? "eoa")),
              onSmartAccountDeployed: (namespace) => chains.patchAccount(namespace, { smartAccountDeployed: true })
            })
          )
          // The dApp's theme follows into the frame's approval UI.
          const stopTheme = theme.store.subscribe(({ themeMode }) => {
            if (opened !== undefined) run(Effect.ignore(opened.transport.request("SYNC_THEME", { themeMode })))
          })
          yield* Effect.addFinalizer(() => Effect.sync(stopTheme))
        }

        // What the frame starts itself: an approval to show, its end, a session gone.
        let approvalOpenedModal = false
        let frameHeight: number | undefined
        // The person left ApproveTransaction (closed the modal, went back, aborted): the frame drops the request too.
        const abortLeftApproval = () => {
          const approval = store.get().approval
          if (approval === undefined || (modal.store.get().open && router.store.get().view === "ApproveTransaction"))
            return
          opened?.transport.host.show?.(undefined)
          run(
            Effect.andThen(
              store.update((state) => ({ ...state, approval: undefined })),
              Effect.ignore(
                opened === undefined
                  ? Effect.void
                  : opened.transport.request("RPC_ABORT", { requestId: approval.requestId })
              )
            )
          )
        }
        const stopWatchingModal = modal.store.subscribe(abortLeftApproval)
        const stopWatchingRouter = router.store.subscribe(abortLeftApproval)
        yield* Effect.addFinalizer(() => Effect.sync(() => (stopWatchingModal(), stopWatchingRouter())))
        const handleEvent = (event: FrameEvent): Effect.Effect<void> =>
          Effect.gen(function* () {
            switch (event.type) {
              case "APPROVAL_REQUESTED": {
                // Shown first, then recorded: leaving the view while it is recorded aborts the request.
                if (router.store.get().view !== "ApproveTransaction" || !modal.store.get().open) {
                  approvalOpenedModal = !modal.store.get().open
                  yield* approvalOpenedModal
                    ? modal.open({ view: "ApproveTransaction" })
                    : router.push("ApproveTransaction")
                }
                yield* store.update((state) => ({
                  ...state,
                  approval: { requestId: event.payload.requestId, method: event.payload.method, height: frameHeight }
                }))
                return
              }
              case "FRAME_RESIZE":
                frameHeight = event.payload.height
                yield* store.update((state) =>
                  state.approval === undefined
                    ? state
                    : { ...state, approval: { ...state.approval, height: event.payload.height } }
                )
                return
              case "APPROVAL_FINISHED": {
                opened?.transport.host.show?.(undefined)
                yield* store.update((state) => ({ ...state, approval: undefined }))
                if (router.store.get().view !== "ApproveTransaction" || !modal.store.get().open) return
                yield* approvalOpenedModal ? Effect.asVoid(modal.close()) : Effect.asVoid(router.back())
                return
              }
              case "SESSION_LOST": {
                yield* forget
                // Ending one auth session ends every namespace connected through the same login.
                const lost = namespaces.find((namespace) => connection.session(namespace)?.connector.type === "AUTH")
                if (lost !== undefined) yield* Effect.ignore(connection.disconnect(lost))
                return
              }
            }
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
        const reload = () =>
          Effect.gen(function* () {
            if (store.get().step.kind === "farcaster") yield* flows.cancel()
            if (opened === undefined || options === undefined) return
            yield* Effect.ignore(opened.transport.request("RELOAD", {}))
            yield* Effect.ignore(syncApp(opened, options))
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
          showFrame: (container) => {
            const approval = store.get().approval
            opened?.transport.host.show?.(approval === undefined ? undefined : container, approval?.height)
          }
        }
      })
    )
  }
}
