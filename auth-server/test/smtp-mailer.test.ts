// Login mails through a real SMTP server: the local world's (fixtures), parsed into its inbox.
import { afterAll, beforeAll, expect, it } from "vitest"
import { Inbox } from "../../fixtures/src/auth/mail/inbox.js"
import { type LocalSmtp, startLocalSmtp } from "../../fixtures/src/auth/mail/smtp.js"
import { otpMail } from "../src/mails.js"
import { smtpMailer } from "../src/mail/smtp-mailer.js"

const inbox = new Inbox()
let smtp: LocalSmtp
beforeAll(async () => {
  smtp = await startLocalSmtp(inbox)
})
afterAll(async () => {
  await smtp?.close()
})

it("sends the service's mail from the configured sender through the SMTP URL", async () => {
  const mailer = smtpMailer({ smtpUrl: `smtp://${smtp.host}:${smtp.port}`, from: "Example Auth <auth@example.com>" })
  try {
    await mailer.send("Ada@Example.com", otpMail("123456", "sign-in"))
    await mailer.send("ada@example.com", otpMail("654321", "sign-in"))
  } finally {
    mailer.close()
  }
  expect(inbox.list("ada@example.com")).toMatchObject([
    { id: 2, from: "auth@example.com", to: ["ada@example.com"], subject: "Your Gangway sign-in code", otp: "654321" },
    {
      id: 1,
      subject: "Your Gangway sign-in code",
      text: "Your sign-in code is 123456.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.\n",
      otp: "123456"
    }
  ])
})

it("rejects when the SMTP server cannot be reached", async () => {
  const mailer = smtpMailer({ smtpUrl: "smtp://127.0.0.1:1", from: "auth@example.com" })
  await expect(mailer.send("ada@example.com", otpMail("123456", "sign-in"))).rejects.toThrow("ECONNREFUSED")
  mailer.close()
})
