import { formatAmount, sessionsOf, type SessionSummary } from "@gangway/core"
import type { CommandContext } from "../context.js"
import { withSession } from "../with-session.js"
import { accountToolsMessages } from "./account-tools-messages.js"
import { speaker, say, type Language } from "../i18n/language.js"

const iso = (millis: number | undefined) => (millis === undefined ? null : new Date(millis).toISOString())

const sessionJson = (session: SessionSummary) => ({
  pci: session.pci,
  status: session.status,
  expiresAt: iso(session.expiresAt),
  createdAt: iso(session.createdAt),
  revokedAt: iso(session.revokedAt),
  signer: session.signer ?? null,
  permissions: session.permissions.map((permission) => ({
    type: permission.type,
    token: permission.token ?? null,
    allowance: permission.allowance?.toString() ?? null,
    symbol: permission.symbol ?? null,
    decimals: permission.decimals ?? null
  }))
})

const sessionLine = (session: SessionSummary, language: Language) => {
  const t = speaker(accountToolsMessages, language)
  const allows = session.permissions
    .map((permission) =>
      permission.token === undefined || permission.allowance === undefined
        ? permission.type
        : permission.symbol === undefined || permission.decimals === undefined
          ? t("upToUnits", { allowance: String(permission.allowance), token: permission.token })
          : t("upTo", { amount: `${formatAmount(permission.allowance, permission.decimals)} ${permission.symbol}` })
    )
    .join("; ")
  const until =
    session.expiresAt === undefined ? "" : ` ${t("until", { date: new Date(session.expiresAt).toISOString() })}`
  return (
    `${session.pci}  ${t("status", { status: session.status })}${until}\n` +
    `  ${t("allows", { allows: allows || t("nothingReadable"), signer: session.signer ?? t("signerNotNamed") })}`
  )
}

/** The account's smart sessions (active, expired, revoked) with what each allows, its expiry and its signer. */
export const sessionsList = (ctx: CommandContext): Promise<void> =>
  withSession(ctx, async (session) => {
    const sessions = await sessionsOf(session.client).list()
    ctx.output.result(
      { sessions: sessions.map(sessionJson) },
      sessions.length === 0
        ? say(ctx.output.language, accountToolsMessages, "noSessions")
        : sessions.map((item) => sessionLine(item, ctx.output.language)).join("\n")
    )
  })

/** Revokes a session: the account signs its pci and the data API records the revocation. */
export const sessionsRevoke = (ctx: CommandContext, pci: string): Promise<void> =>
  withSession(ctx, async (session) => {
    if (ctx.output.interactive) ctx.output.note(say(ctx.output.language, accountToolsMessages, "signingRevocation"))
    const revoked = await sessionsOf(session.client).revoke(pci.trim())
    ctx.output.result(
      sessionJson(revoked),
      say(ctx.output.language, accountToolsMessages, "revoked", { pci: revoked.pci })
    )
  })
