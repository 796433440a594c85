import { Clock, Effect } from "effect"
import type { AuthFrame } from "../../connectors/auth/auth-frame.js"
import type { SocialProvider } from "../../domain/account.js"
import type { Email } from "../../domain/email.js"
import { InvalidInput } from "../../errors.js"
import type { Store } from "../store.js"
import type { Router } from "../router.js"
import { PopupBlocked, SocialLoginClosed } from "./auth-errors.js"
import type { AuthState } from "./auth-state.js"

/** The window the view opened on the click (so the browser allows it), navigated once the frame gives the URL. */
export interface PopupWindow {
  readonly location: { href: string }
  readonly closed: boolean
  readonly close: () => void
}

/** How often the app asks whether the emailed device link, or the social login window, is done. */
const DEVICE_POLL_MS = 2_000
const SOCIAL_POLL_MS = 1_000
/** PENDING answers, asked after the popup closed, that make a social login "closed by the person". */
const SOCIAL_ANSWERS_AFTER_CLOSE = 2

type Failure = { readonly _tag: string; readonly message: string }

/** The email, OTP, social and update-email flows (SPEC §4 Email login), over the frame. */
export const makeAuthFlows = <E extends Failure>(deps: {
  readonly store: Store<AuthState>
  readonly frame: Effect.Effect<AuthFrame, E>
  readonly report: <A, E extends Failure>(effect: Effect.Effect<A, E>) => Effect.Effect<A, E>
  readonly router: Router["Service"]
  readonly connectAuth: Effect.Effect<void, E>
  readonly remember: (login: {
    readonly email?: string
    readonly userName?: string
    readonly provider?: SocialProvider
  }) => Effect.Effect<void>
  readonly lastEmailLoginAt: Effect.Effect<number | undefined>
  readonly markEmailLogin: (time: number) => Effect.Effect<void>
  readonly checkCooldown: (last: number | undefined) => Effect.Effect<void, E>
  readonly decodeEmail: (email: string) => Effect.Effect<Email, InvalidInput>
  readonly decodeProvider: (provider: string) => Effect.Effect<SocialProvider, InvalidInput>
  readonly fork: (effect: Effect.Effect<void>) => void
}) => {
  const { store, router, report } = deps
  const begin = store.update((state) => ({ ...state, busy: true, error: undefined }))
  const transport = Effect.map(deps.frame, (frame) => frame.transport)

  const finish = (login: { readonly email?: string; readonly userName?: string; readonly provider?: SocialProvider }) =>
    Effect.gen(function* () {
      yield* deps.remember(login)
      yield* deps.connectAuth
      yield* store.update((state) => ({
        ...state,
        busy: false,
        step: { kind: "idle" },
        user: {
          email: login.email ?? state.user?.email,
          userName: login.userName ?? state.user?.userName,
          socialProvider: login.provider
        }
      }))
    })

  const emailStep = () => {
    const step = store.get().step
    return step.kind === "email" ? step : undefined
  }

  // VERIFY_DEVICE: ask until the emailed link was opened; then the code is on its way.
  const waitForDevice = (email: string) =>
    Effect.gen(function* () {
      const frame = yield* transport
      while (emailStep()?.email === email && emailStep()?.action === "VERIFY_DEVICE") {
        yield* Effect.sleep(DEVICE_POLL_MS)
        if (emailStep()?.action !== "VERIFY_DEVICE") return
        const { approved } = yield* frame.request("CONNECT_DEVICE", {})
        if (!approved) continue
        yield* store.update((state) => ({ ...state, step: { kind: "email", email, action: "VERIFY_OTP" } }))
        yield* router.replace("EmailVerifyOtp")
      }
    })

  const connectEmail = (input: string) =>
    report(
      Effect.gen(function* () {
        const email = yield* deps.decodeEmail(input)
        yield* deps.checkCooldown(yield* deps.lastEmailLoginAt)
        yield* begin
        const { action } = yield* (yield* transport).request("CONNECT_EMAIL", { email })
        const now = yield* Clock.currentTimeMillis
        yield* deps.markEmailLogin(now)
        yield* store.update((state) => ({ ...state, lastEmailLoginAt: now }))
        if (action === "CONNECT") return yield* finish({ email })
        const resend = emailStep()?.email === email
        yield* store.update((state) => ({ ...state, busy: false, step: { kind: "email", email, action } }))
        if (!resend) yield* router.push(action === "VERIFY_DEVICE" ? "EmailVerifyDevice" : "EmailVerifyOtp")
        if (action === "VERIFY_DEVICE") deps.fork(Effect.ignore(report(waitForDevice(email))))
      })
    )

  const submitOtp = (otp: string) =>
    report(
      Effect.gen(function* () {
        const step = emailStep()
        if (step === undefined)
          return yield* new InvalidInput({ field: "otp", reason: "no email login is waiting for a code" })
        yield* begin
        yield* (yield* transport).request("CONNECT_OTP", { otp: otp.trim() })
        yield* finish({ email: step.email })
      })
    )

  const connectSocial = (input: string, popup: PopupWindow | null) =>
    report(
      Effect.gen(function* () {
        const provider = yield* deps.decodeProvider(input)
        if (popup === null) {
          yield* store.update((state) => ({ ...state, step: { kind: "social", provider, popupBlocked: true } }))
          if (router.store.get().view !== "ConnectingSocial") yield* router.push("ConnectingSocial")
          return yield* new PopupBlocked()
        }
        yield* begin
        yield* store.update((state) => ({ ...state, step: { kind: "social", provider, popupBlocked: false } }))
        if (router.store.get().view !== "ConnectingSocial") yield* router.push("ConnectingSocial")
        const frame = yield* transport
        const { uri } = yield* frame.request("GET_SOCIAL_REDIRECT_URI", { provider })
        popup.location.href = uri
        // The popup closes itself once the provider sends it back, a moment before the frame has
        // the code: only a second answer still PENDING after it closed means the person closed it.
        let closedAnswers = 0
        for (;;) {
          yield* Effect.sleep(SOCIAL_POLL_MS)
          const closed = popup.closed
          const reply = yield* frame.request("CONNECT_SOCIAL", { provider })
          if (reply.status === "CONNECTED") return yield* finish({ userName: reply.userName, provider })
          if (closed) closedAnswers++
          if (closedAnswers === SOCIAL_ANSWERS_AFTER_CLOSE) return yield* new SocialLoginClosed()
        }
      }).pipe(Effect.onError(() => Effect.sync(() => popup?.closed === false && popup.close())))
    )

  const updateEmail = (input: string) =>
    report(
      Effect.gen(function* () {
        const email = yield* deps.decodeEmail(input)
        yield* begin
        const { action } = yield* (yield* transport).request("UPDATE_EMAIL", { email })
        yield* store.update((state) => ({
          ...state,
          busy: false,
          step: { kind: "update-email", newEmail: email, action }
        }))
        yield* router.push("UpdateEmailOtp")
      })
    )

  const submitUpdateOtp = (otp: string) =>
    report(
      Effect.gen(function* () {
        const step = store.get().step
        if (step.kind !== "update-email")
          return yield* new InvalidInput({ field: "otp", reason: "no email change is waiting for a code" })
        yield* begin
        const frame = yield* transport
        if (step.action === "VERIFY_PRIMARY_OTP") {
          yield* frame.request("UPDATE_EMAIL_PRIMARY_OTP", { otp: otp.trim() })
          yield* store.update((state) => ({ ...state, busy: false, step: { ...step, action: "VERIFY_SECONDARY_OTP" } }))
          return
        }
        const { newEmail } = yield* frame.request("UPDATE_EMAIL_SECONDARY_OTP", { otp: otp.trim() })
        // The new email is stored and the login flag set (SPEC §4).
        yield* deps.remember({ email: newEmail })
        yield* store.update((state) => ({
          ...state,
          busy: false,
          step: { kind: "idle" },
          user: { email: newEmail, userName: state.user?.userName, socialProvider: state.user?.socialProvider }
        }))
        yield* router.reset("Account")
      })
    )

  const cancel = () => store.update((state) => ({ ...state, busy: false, error: undefined, step: { kind: "idle" } }))

  return { connectEmail, submitOtp, connectSocial, updateEmail, submitUpdateOtp, cancel, finish }
}
