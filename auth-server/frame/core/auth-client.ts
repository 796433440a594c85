import { Schema } from "effect"

const Message = Schema.Struct({ message: Schema.String })
export const AuthUser = Schema.Struct({
  id: Schema.String,
  email: Schema.NullOr(Schema.String),
  userName: Schema.NullOr(Schema.String),
  socialProvider: Schema.NullOr(Schema.String)
})
export type AuthUser = typeof AuthUser.Type
const HeldWallet = Schema.Struct({ address: Schema.String, authShare: Schema.String })
const SessionOpened = Schema.Struct({ token: Schema.String, user: AuthUser })

/** A refusal of the auth service, with its plain message (shown to the person as is). */
export class AuthServiceError extends Error {
  readonly status: number
  constructor(message: string, status: number) {
    super(message)
    this.status = status
  }
}

/** The frame's client of the auth service (its answers decoded: the network is outside the frame). */
export const authClient = (apiUrl: string, app: { readonly projectId: string; readonly appOrigin: string }) => {
  const call = async <S extends Schema.Codec<unknown, unknown>>(
    schema: S,
    path: string,
    init: { body?: unknown; token?: string; signal?: AbortSignal } = {}
  ): Promise<S["Type"]> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: init.body === undefined ? "GET" : "POST",
      headers: {
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` })
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.signal === undefined ? {} : { signal: init.signal })
    })
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const refusal = Schema.decodeUnknownOption(Message)(body)
      throw new AuthServiceError(
        refusal._tag === "Some" ? refusal.value.message : "The auth service did not answer: try again",
        response.status
      )
    }
    return Schema.decodeUnknownSync(schema)(body)
  }
  return {
    originAllowed: () =>
      call(
        Schema.Struct({ allowed: Schema.Literal(true) }),
        `/v1/projects/${encodeURIComponent(app.projectId)}/origin?origin=${encodeURIComponent(app.appOrigin)}`
      ),
    connectEmail: (email: string, deviceId: string) =>
      call(Schema.Struct({ action: Schema.Literals(["VERIFY_DEVICE", "VERIFY_OTP"]) }), "/v1/email/connect", {
        body: { email, deviceId, ...app }
      }),
    waitForDevice: (email: string, deviceId: string, signal: AbortSignal) =>
      call(Schema.Struct({ approved: Schema.Boolean }), "/v1/device/wait", { body: { email, deviceId }, signal }),
    verifyOtp: (email: string, otp: string, deviceId: string) =>
      call(SessionOpened, "/v1/otp/verify", { body: { email, otp, deviceId, ...app } }),
    socialStart: (provider: string, proof: string, deviceId: string) =>
      call(Schema.Struct({ uri: Schema.String, state: Schema.String }), "/v1/social/start", {
        body: { provider, proof, deviceId, ...app }
      }),
    /** Held by the service until the provider answered; `pending` when it has not yet. */
    socialSession: (body: { state: string; secret: string; deviceId: string }, signal: AbortSignal) =>
      call(Schema.Union([SessionOpened, Schema.Struct({ pending: Schema.Literal(true) })]), "/v1/social/session", {
        body: { ...body, ...app },
        signal
      }),
    farcasterChannel: (deviceId: string) =>
      call(Schema.Struct({ channelToken: Schema.String, url: Schema.String }), "/v1/farcaster/channel", {
        body: { deviceId, ...app }
      }),
    farcasterSession: (channelToken: string, deviceId: string) =>
      call(Schema.Union([SessionOpened, Schema.Struct({ pending: Schema.Literal(true) })]), "/v1/farcaster/session", {
        body: { channelToken, deviceId, ...app }
      }),
    user: (token: string) => call(Schema.Struct({ user: AuthUser }), "/v1/session", { token }),
    wallet: (token: string) =>
      call(Schema.Struct({ wallet: Schema.NullOr(HeldWallet) }), "/v1/session/wallet", { token }),
    createWallet: (token: string, wallet: { address: string; authShare: string; recoveryShare: string }) =>
      call(Schema.Struct({ wallet: HeldWallet }), "/v1/session/wallet", { token, body: wallet }),
    recoveryShare: (token: string) =>
      call(Schema.Struct({ recoveryShare: Schema.String }), "/v1/session/wallet/recovery", { token }),
    signOut: (token: string) =>
      call(Schema.Struct({ signedOut: Schema.Literal(true) }), "/v1/session/sign-out", { token, body: {} }),
    updateEmail: (token: string, email: string) =>
      call(Schema.Struct({ action: Schema.Literal("VERIFY_PRIMARY_OTP") }), "/v1/email/update", {
        token,
        body: { email }
      }),
    updateEmailPrimary: (token: string, otp: string) =>
      call(Schema.Struct({ action: Schema.Literal("VERIFY_SECONDARY_OTP") }), "/v1/email/update/primary", {
        token,
        body: { otp }
      }),
    updateEmailSecondary: (token: string, otp: string) =>
      call(Schema.Struct({ email: Schema.String, user: AuthUser }), "/v1/email/update/secondary", {
        token,
        body: { otp }
      })
  }
}
export type AuthClient = ReturnType<typeof authClient>
