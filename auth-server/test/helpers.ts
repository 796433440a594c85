// The auth service as its callers reach it, without a network: requests go to the handler, mails to a list.
import { randomBytes } from "node:crypto"
import type { Database } from "@gangway/database"
import { expect } from "vitest"
import { type AuthProjects, createAuthService } from "../src/index.js"
import { EMAIL_COOLDOWN_MS } from "../src/store/cooldown.js"

/** The operator's recovery key of these tests' instances (all share one, as a deployment's do). */
const RECOVERY_KEY = randomBytes(32).toString("base64")
export const APP = { projectId: "gangway-local", appOrigin: "http://localhost:5173" }
export const FRAME_ORIGIN = "http://127.0.0.1:1"
const PROJECTS: AuthProjects = {
  "gangway-local": ["http://127.0.0.1:*", "http://localhost:*"],
  "one-origin": ["http://127.0.0.1:4000"]
}

interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
}

/** What the service mailed, newest last; several instances may share one. */
export const mailbox = () => {
  const mails: Array<Mail> = []
  const latest = (to: string, pattern: RegExp) =>
    mails
      .filter((mail) => mail.to === to)
      .map((mail) => pattern.exec(mail.text)?.[1])
      .filter((found) => found !== undefined)
      .at(-1)
  return {
    mails,
    send: async (to: string, mail: { readonly subject: string; readonly text: string }) => {
      mails.push({ to, ...mail })
    },
    latestOtp: (to: string) => latest(to, /\b(\d{6})\b/),
    latestApprovalUrl: (to: string) => latest(to, /(https?:\/\/\S+\/v1\/device\/approve\?token=\S+)/)
  }
}

/** One instance of the service on `database` at `apiUrl`, with helpers for its routes. */
export const serviceOn = async (
  database: Pick<Database<unknown>, "db">,
  mails: ReturnType<typeof mailbox>,
  clock: { now: number },
  apiUrl = "http://auth.test",
  onError?: (error: unknown) => void
) => {
  const service = await createAuthService({
    database,
    apiUrl,
    projects: PROJECTS,
    frameOrigin: FRAME_ORIGIN,
    mail: mails.send,
    recoveryKey: RECOVERY_KEY,
    ...(onError === undefined ? {} : { onError }),
    now: () => clock.now
  })
  const call = (path: string, init: RequestInit = {}) => service.handler(new Request(new URL(path, apiUrl), init))
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await call(path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` })
      },
      body: JSON.stringify(body)
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const getSession = (token: string) => call("/v1/session", { headers: { authorization: `Bearer ${token}` } })
  /** Follows a mailed link (whichever instance sent it, this one answers it). */
  const follow = (link: string) => call(new URL(link).pathname + new URL(link).search)
  /** A full email sign-in of `email` on `deviceId` (past the previous one's cool-down): the device approved by its mailed link when new. */
  const signIn = async (email: string, deviceId: string) => {
    clock.now += EMAIL_COOLDOWN_MS
    const connect = await post("/v1/email/connect", { email, deviceId, ...APP })
    if (connect.body.action === "VERIFY_DEVICE") {
      expect((await follow(mails.latestApprovalUrl(email)!)).status).toBe(200)
    } else expect(connect.body.action).toBe("VERIFY_OTP")
    const verified = await post("/v1/otp/verify", { email, otp: mails.latestOtp(email), deviceId, ...APP })
    expect(verified.status).toBe(200)
    return { action: connect.body.action, token: verified.body.token as string }
  }
  return { service, call, post, getSession, follow, signIn }
}
