import nodemailer from "nodemailer"
import type { AuthMail } from "../context.js"

export interface SmtpMailerOptions {
  /** `smtps://user:password@host:465` (TLS from the start) or `smtp://user:password@host:587` (STARTTLS when offered). */
  readonly smtpUrl: string
  /** The sender: `auth@example.com` or `Example <auth@example.com>`. */
  readonly from: string
}

export interface SmtpMailer {
  /** The auth service's `mail` option: resolves once the SMTP server accepted the mail. */
  readonly send: (to: string, mail: AuthMail) => Promise<void>
  /** Closes the pooled connections. */
  readonly close: () => void
}

/** Login mails through any SMTP server (nodemailer, a small pool of connections). */
export const smtpMailer = (options: SmtpMailerOptions): SmtpMailer => {
  const url = new URL(options.smtpUrl)
  url.searchParams.set("pool", "true")
  const transport = nodemailer.createTransport(url.toString())
  return {
    send: async (to, mail) => {
      await transport.sendMail({ from: options.from, to, subject: mail.subject, text: mail.text })
    },
    close: () => transport.close()
  }
}
