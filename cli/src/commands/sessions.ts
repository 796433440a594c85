import { formatAmount, sessionsOf, type SessionSummary } from "@gangway/core"
import type { CommandContext } from "../context.js"
import { withSession } from "../with-session.js"

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

const sessionLine = (session: SessionSummary) => {
  const allows = session.permissions
    .map((permission) =>
      permission.token === undefined || permission.allowance === undefined
        ? permission.type
        : permission.symbol === undefined || permission.decimals === undefined
          ? `up to ${permission.allowance} units of ${permission.token}`
          : `up to ${formatAmount(permission.allowance, permission.decimals)} ${permission.symbol}`
    )
    .join("; ")
  const until = session.expiresAt === undefined ? "" : ` until ${new Date(session.expiresAt).toISOString()}`
  return `${session.pci}  ${session.status}${until}\n  allows ${allows || "nothing the CLI reads"}; signer ${session.signer ?? "not named"}`
}

/** The account's smart sessions (active, expired, revoked) with what each allows, its expiry and its signer. */
export const sessionsList = (ctx: CommandContext): Promise<void> =>
  withSession(ctx, async (session) => {
    const sessions = await sessionsOf(session.client).list()
    ctx.output.result({ sessions: sessions.map(sessionJson) }, sessions.length === 0 ? "No smart sessions" : sessions.map(sessionLine).join("\n"))
  })

/** Revokes a session: the account signs its pci and the data API records the revocation. */
export const sessionsRevoke = (ctx: CommandContext, pci: string): Promise<void> =>
  withSession(ctx, async (session) => {
    if (ctx.output.interactive) ctx.output.note("Signing the revocation in the wallet…")
    const revoked = await sessionsOf(session.client).revoke(pci.trim())
    ctx.output.result(sessionJson(revoked), `Revoked ${revoked.pci}`)
  })
