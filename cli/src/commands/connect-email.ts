import { createInterface } from "node:readline/promises"
import type { GangwayClient } from "@gangway/core"
import { accountJson, accountText, activeAccount, connectedAccounts } from "../account.js"
import type { CommandContext } from "../context.js"
import { ExitCode } from "../exit-codes.js"
import { CliError } from "../failure.js"
import type { Session } from "../gangway.js"
import { commandMessages } from "./messages.js"
import { say } from "../i18n/language.js"
import { withSession } from "../with-session.js"

export interface EmailConnectFlags {
  readonly email: string
  /** Read the device link and the code from the local world's inbox (scripts and tests). */
  readonly otpFromInbox?: boolean | undefined
}

/** The inbox of the local world (its JSON API), standing for the person reading their mail. */
const inbox = (inboxUrl: string) => {
  const get = async (path: string, to: string, after?: string) => {
    const url = new URL(`${inboxUrl}/api/${path}`)
    url.searchParams.set("to", to)
    url.searchParams.set("after", after ?? "0")
    const response = await fetch(url)
    return response.status === 200 ? ((await response.json()) as Record<string, unknown>) : undefined
  }
  return {
    latestMailId: async (to: string) => {
      const response = await fetch(`${inboxUrl}/api/mails?to=${encodeURIComponent(to)}`)
      const mails = response.ok ? ((await response.json()) as ReadonlyArray<{ readonly id: string }>) : []
      return mails[0]?.id
    },
    /** The next mail after `after` that carries `field` (waits for it, the inbox answering every ≤ 25 s). */
    next: async (
      to: string,
      after: string | undefined,
      field: "otp" | "approvalUrl",
      deadline: number
    ): Promise<string> => {
      let cursor = after
      while (Date.now() < deadline) {
        const mail = await get("next", to, cursor)
        if (mail === undefined) continue
        cursor = String(mail.id)
        const value = mail[field]
        if (typeof value === "string") return value
      }
      throw new CliError(
        "InboxTimeout",
        `No mail with a ${field === "otp" ? "code" : "device link"} reached ${to} in time`
      )
    }
  }
}

/** Waits until the auth flow leaves `action` (the device approved) or fails. */
const waitForStep = (client: GangwayClient, action: string) =>
  new Promise<void>((resolve, reject) => {
    let stop = () => {}
    const check = () => {
      const { step, error } = client.getState().auth
      if (step.kind === "email" && step.action !== action) {
        stop()
        resolve()
      } else if (error !== undefined && !client.getState().auth.busy) {
        stop()
        reject(new CliError("AuthFailed", error.message))
      }
    }
    stop = client.subscribe((state) => state.auth, check)
    check()
  })

const askCode = async (ctx: CommandContext, email: string): Promise<string> => {
  const reader = createInterface({ input: ctx.io.stdin, output: ctx.io.stderr })
  try {
    return (await reader.question(say(ctx.output.language, commandMessages, "codeSent", { email }))).trim()
  } finally {
    reader.close()
  }
}

const INBOX_WAIT_MS = 120_000

/**
 * `gangway connect --email`: the secure frame's email login, the frame's script in a worker
 * (the keys stay in its code and folder). A new device is approved by the mailed link; the
 * 6-digit code is asked at the terminal, or read from the local world's inbox.
 */
export const connectEmail = (ctx: CommandContext, flags: EmailConnectFlags): Promise<void> =>
  withSession(
    ctx,
    async (session: Session) => {
      const { client } = session
      const { authFrameUrl, inboxUrl } = ctx.settings
      if (authFrameUrl === undefined) {
        throw new CliError(
          "AuthNotConfigured",
          "Email login needs the secure frame: pass --auth-frame-url (or run gangway dev)",
          ExitCode.badInput
        )
      }
      if (flags.otpFromInbox === true && inboxUrl === undefined) {
        throw new CliError(
          "InboxUnknown",
          "--otp-from-inbox needs the local world's inbox: pass --inbox-url (or run gangway dev)",
          ExitCode.badInput
        )
      }
      // Nobody to type the code, and no inbox to read it from: said before any mail is sent.
      if (flags.otpFromInbox !== true && (ctx.output.json || ctx.io.stdin.isTTY !== true)) {
        throw new CliError(
          "OtpRequired",
          "The login code needs a terminal: run without --json, or pass --otp-from-inbox against the local world",
          ExitCode.badInput
        )
      }
      const mail = inboxUrl === undefined ? undefined : inbox(inboxUrl)
      if (connectedAccounts(session).length > 0) await client.connection.disconnect()
      const before = flags.otpFromInbox === true ? await mail?.latestMailId(flags.email) : undefined
      const deadline = Date.now() + INBOX_WAIT_MS
      await client.auth.connectEmail(flags.email)
      const step = client.getState().auth.step
      if (step.kind === "email" && step.action === "VERIFY_DEVICE") {
        ctx.output.note(say(ctx.output.language, commandMessages, "newDevice", { email: flags.email }))
        ctx.output.event("verify_device", { email: flags.email })
        if (flags.otpFromInbox === true && mail !== undefined) {
          const link = await mail.next(flags.email, before, "approvalUrl", deadline)
          const approved = await fetch(link)
          if (!approved.ok) throw new CliError("DeviceNotApproved", `The device link answered ${approved.status}`)
        }
        await waitForStep(client, "VERIFY_DEVICE")
      }
      if (client.getState().auth.step.kind === "email") {
        const code =
          flags.otpFromInbox === true && mail !== undefined
            ? await mail.next(flags.email, before, "otp", deadline)
            : await askCode(ctx, flags.email)
        await client.auth.submitOtp(code)
      }
      session.requireSaved("The connection")
      const account = activeAccount(session)
      ctx.output.result(
        { connected: true, ...accountJson(account) },
        `${say(ctx.output.language, commandMessages, "connected")}\n${accountText(account, ctx.output.language)}`
      )
    },
    undefined,
    { persist: true }
  )
