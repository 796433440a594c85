import { AuthServiceError, type AuthClient, type AuthUser } from "./auth-client.js"
import { openEmbeddedWallet, type EmbeddedWallet } from "./embedded-wallet.js"
import { newSocialSecret, type SocialAttempt } from "./social-login.js"
import { deviceIdOf, STORAGE_KEYS, type FrameStorage } from "./storage.js"

interface StoredSession {
  readonly token: string
  readonly user: AuthUser
}

type SocialState =
  /** Waiting for the service, which hears from the provider through the popup. */
  | { readonly status: "PENDING"; readonly attempt: SocialAttempt }
  | { readonly status: "CONNECTED"; readonly userName: string }
  | { readonly status: "FAILED"; readonly message: string }

const LONG_POLL_PAUSE_MS = 1_000

/**
 * The frame's login: the session (kept on the frame's origin), the wallet it unlocks, and
 * the flows under way (a device waiting for its mailed link, a social login waiting for its popup).
 */
export class LoginState {
  readonly #storage: FrameStorage
  readonly #auth: AuthClient
  readonly #deviceId: string
  readonly #stop = new AbortController()
  #wallet: EmbeddedWallet | undefined
  #email: string | undefined
  #device: { readonly email: string; approved: boolean } | undefined
  readonly #social = new Map<string, SocialState>()
  /** The Farcaster sign-in under way: its relay channel. */
  #farcasterChannel: string | undefined

  constructor(options: { storage: FrameStorage; auth: AuthClient }) {
    this.#storage = options.storage
    this.#auth = options.auth
    this.#deviceId = deviceIdOf(options.storage)
  }

  get session(): StoredSession | undefined {
    const stored = this.#storage.get(STORAGE_KEYS.session)
    return stored === null ? undefined : (JSON.parse(stored) as StoredSession)
  }

  #open(token: string, user: AuthUser): void {
    this.#storage.set(STORAGE_KEYS.session, JSON.stringify({ token, user }))
    this.#wallet = undefined
  }

  /** Forgets the session and the opened wallet (this device's share stays for the next login). */
  forget(): void {
    this.#storage.remove(STORAGE_KEYS.session)
    this.#wallet = undefined
  }

  /** The signed-in user's wallet, rebuilt from this device's share and the one the service releases to the session. */
  async wallet(): Promise<{ readonly wallet: EmbeddedWallet; readonly user: AuthUser }> {
    const session = this.session
    if (session === undefined)
      throw new AuthServiceError("You are not signed in: sign in with your email or a social account", 401)
    const auth = this.#auth
    this.#wallet ??= await openEmbeddedWallet(this.#storage, session.user.id, {
      held: async () => (await auth.wallet(session.token)).wallet,
      create: async (wallet) => (await auth.createWallet(session.token, wallet)).wallet,
      recoveryShare: async () => (await auth.recoveryShare(session.token)).recoveryShare
    })
    return { wallet: this.#wallet, user: session.user }
  }

  async connectEmail(email: string): Promise<"VERIFY_DEVICE" | "VERIFY_OTP" | "CONNECT"> {
    const session = this.session
    if (session !== undefined && session.user.email === email.toLowerCase() && (await this.isConnected()))
      return "CONNECT"
    const { action } = await this.#auth.connectEmail(email, this.#deviceId)
    this.#email = email
    if (action === "VERIFY_DEVICE") this.#awaitDevice(email)
    return action
  }

  #awaitDevice(email: string): void {
    const device = { email, approved: false }
    this.#device = device
    void (async () => {
      while (this.#device === device && !this.#stop.signal.aborted) {
        const answer = await this.#auth.waitForDevice(email, this.#deviceId, this.#stop.signal).catch(() => undefined)
        if (answer?.approved === true) {
          device.approved = true
          return
        }
        if (answer === undefined) await new Promise((resolve) => setTimeout(resolve, LONG_POLL_PAUSE_MS))
      }
    })()
  }

  deviceApproved(): boolean {
    if (this.#device === undefined)
      throw new AuthServiceError("No device is waiting for approval: start the login again", 400)
    return this.#device.approved
  }

  async connectOtp(otp: string): Promise<void> {
    if (this.#email === undefined) throw new AuthServiceError("Enter your email first", 400)
    const { token, user } = await this.#auth.verifyOtp(this.#email, otp, this.#deviceId)
    this.#open(token, user)
    this.#device = undefined
  }

  async isConnected(): Promise<boolean> {
    const session = this.session
    if (session === undefined) return false
    try {
      const { user } = await this.#auth.user(session.token)
      this.#storage.set(STORAGE_KEYS.session, JSON.stringify({ token: session.token, user }))
      return true
    } catch (error) {
      if (error instanceof AuthServiceError && error.status === 401) {
        this.forget()
        return false
      }
      throw error
    }
  }

  async signOut(): Promise<void> {
    const session = this.session
    this.forget()
    if (session !== undefined) await this.#auth.signOut(session.token).catch(() => undefined)
  }

  /** Starts a social login at the service: the provider's authorization URL, for the app's popup. */
  async socialRedirectUri(provider: string): Promise<string> {
    const { secret, proof } = await newSocialSecret()
    const { uri, state } = await this.#auth.socialStart(provider, proof, this.#deviceId)
    const attempt = { state, secret }
    this.#social.set(provider, { status: "PENDING", attempt })
    void this.#awaitSocialSession(provider, attempt)
    return uri
  }

  /** Waits (held by the service) until the provider answered, then opens the session or keeps the refusal. */
  async #awaitSocialSession(provider: string, attempt: SocialAttempt): Promise<void> {
    const current = () => this.#social.get(provider)
    const stillThis = () => {
      const state = current()
      return state?.status === "PENDING" && state.attempt === attempt
    }
    try {
      while (stillThis() && !this.#stop.signal.aborted) {
        const answer = await this.#auth.socialSession(
          { state: attempt.state, secret: attempt.secret, deviceId: this.#deviceId },
          this.#stop.signal
        )
        if (!("token" in answer)) continue
        if (!stillThis()) return
        this.#open(answer.token, answer.user)
        this.#social.set(provider, { status: "CONNECTED", userName: answer.user.userName ?? answer.user.id })
      }
    } catch (error) {
      if (!stillThis()) return
      this.#social.set(provider, {
        status: "FAILED",
        message: error instanceof Error ? error.message : "The social login failed: try again"
      })
    }
  }

  /**
   * Whether the social login is done. The popup closes itself once the service has the provider's
   * answer, a moment before the frame collects it: the app takes a second PENDING after the popup
   * closed as "the person closed it".
   */
  async socialStatus(
    provider: string
  ): Promise<{ readonly status: "PENDING" } | { readonly status: "CONNECTED"; readonly userName: string }> {
    const state = this.#social.get(provider)
    if (state === undefined) throw new AuthServiceError("Start the social login first", 400)
    if (state.status === "FAILED") {
      this.#social.delete(provider)
      throw new AuthServiceError(state.message, 400)
    }
    return state.status === "CONNECTED" ? { status: "CONNECTED", userName: state.userName } : { status: "PENDING" }
  }

  /** Opens a Sign In With Farcaster channel: the link (or QR code) the person's Farcaster client opens. */
  async farcasterUri(): Promise<string> {
    const { channelToken, url } = await this.#auth.farcasterChannel(this.#deviceId)
    this.#farcasterChannel = channelToken
    return url
  }

  /** Whether the Farcaster client signed yet; a refusal, an expiry or a bad signature is thrown with its message. */
  async farcasterStatus(): Promise<
    { readonly status: "PENDING" } | { readonly status: "CONNECTED"; readonly userName: string }
  > {
    const channelToken = this.#farcasterChannel
    if (channelToken === undefined) throw new AuthServiceError("Ask for the Farcaster QR code first", 400)
    try {
      const answer = await this.#auth.farcasterSession(channelToken, this.#deviceId)
      if ("pending" in answer) return { status: "PENDING" }
      this.#farcasterChannel = undefined
      this.#open(answer.token, answer.user)
      return { status: "CONNECTED", userName: answer.user.userName ?? answer.user.id }
    } catch (error) {
      if (this.#farcasterChannel === channelToken) this.#farcasterChannel = undefined
      throw error
    }
  }

  async updateEmail(email: string) {
    return this.#auth.updateEmail(this.#token(), email)
  }

  async updateEmailPrimary(otp: string) {
    await this.#auth.updateEmailPrimary(this.#token(), otp)
  }

  async updateEmailSecondary(otp: string): Promise<string> {
    const token = this.#token()
    const { email, user } = await this.#auth.updateEmailSecondary(token, otp)
    this.#storage.set(STORAGE_KEYS.session, JSON.stringify({ token, user }))
    return email
  }

  #token(): string {
    const session = this.session
    if (session === undefined)
      throw new AuthServiceError("You are not signed in: sign in with your email or a social account", 401)
    return session.token
  }

  /** Locks the wallet again and drops flows under way; the session stays (the app reloads, it does not sign out). */
  reload(): void {
    this.#wallet = undefined
    this.#device = undefined
    this.#social.clear()
    this.#farcasterChannel = undefined
  }

  /** Ends the background waits (the frame is going away). */
  close(): void {
    this.#stop.abort()
  }
}
