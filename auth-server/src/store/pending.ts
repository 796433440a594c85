import { OTP_TTL_MS } from "./codes.js"
import { tokenHash } from "./accounts.js"
import { millis, type AuthDb } from "./tables.js"

/** How long an unused device approval or mail cool-down is kept before a sweep forgets it. */
const LEFTOVER_TTL_MS = OTP_TTL_MS

/**
 * What a login in progress leaves for its next request, which another instance may serve:
 * a new device's approval link and approval, an email change, a Farcaster channel, a social
 * login (social/attempts.ts).
 */
export const pendingIn = (db: AuthDb, now: () => number) => ({
  approvalLinks: {
    /** A link good for OTP_TTL_MS; the mail carries the token, the table its SHA-256. */
    async create(token: string, email: string, deviceId: string): Promise<void> {
      await db
        .insertInto("auth_approval_link")
        .values({
          token_hash: tokenHash(token),
          email: email.toLowerCase(),
          device_id: deviceId,
          expires_at: new Date(now() + OTP_TTL_MS)
        })
        .execute()
    },
    /** The link's email and device, once (a second use finds nothing); undefined when unknown or expired. */
    async take(token: string): Promise<{ readonly email: string; readonly deviceId: string } | undefined> {
      const link = await db
        .deleteFrom("auth_approval_link")
        .where("token_hash", "=", tokenHash(token))
        .returning(["email", "device_id", "expires_at"])
        .executeTakeFirst()
      return link === undefined || millis(link.expires_at) <= now()
        ? undefined
        : { email: link.email, deviceId: link.device_id }
    }
  },

  deviceApprovals: {
    async approve(email: string, deviceId: string): Promise<void> {
      await db
        .insertInto("auth_device_approval")
        .values({ email: email.toLowerCase(), device_id: deviceId, approved_at: new Date(now()) })
        .onConflict((conflict) => conflict.columns(["email", "device_id"]).doNothing())
        .execute()
    },
    async isApproved(email: string, deviceId: string): Promise<boolean> {
      const row = await db
        .selectFrom("auth_device_approval")
        .select("device_id")
        .where("email", "=", email.toLowerCase())
        .where("device_id", "=", deviceId)
        .executeTakeFirst()
      return row !== undefined
    },
    async clear(email: string, deviceId: string): Promise<void> {
      await db
        .deleteFrom("auth_device_approval")
        .where("email", "=", email.toLowerCase())
        .where("device_id", "=", deviceId)
        .execute()
    }
  },

  emailChanges: {
    async start(accountId: string, email: string): Promise<void> {
      const change = { email: email.toLowerCase(), confirmed_by_current: false }
      await db
        .insertInto("auth_email_change")
        .values({ account_id: accountId, ...change })
        .onConflict((conflict) => conflict.column("account_id").doUpdateSet(change))
        .execute()
    },
    async get(
      accountId: string
    ): Promise<{ readonly email: string; readonly confirmedByCurrent: boolean } | undefined> {
      const row = await db
        .selectFrom("auth_email_change")
        .selectAll()
        .where("account_id", "=", accountId)
        .executeTakeFirst()
      return row === undefined ? undefined : { email: row.email, confirmedByCurrent: row.confirmed_by_current }
    },
    async confirmByCurrent(accountId: string): Promise<void> {
      await db
        .updateTable("auth_email_change")
        .set({ confirmed_by_current: true })
        .where("account_id", "=", accountId)
        .execute()
    },
    async end(accountId: string): Promise<void> {
      await db.deleteFrom("auth_email_change").where("account_id", "=", accountId).execute()
    }
  },

  farcasterChannels: {
    async open(channelToken: string, channel: { nonce: string; domain: string; deviceId: string }, ttlMs: number) {
      await db
        .insertInto("auth_farcaster_channel")
        .values({
          channel_token: channelToken,
          nonce: channel.nonce,
          domain: channel.domain,
          device_id: channel.deviceId,
          expires_at: new Date(now() + ttlMs)
        })
        .execute()
    },
    async get(channelToken: string) {
      const row = await db
        .selectFrom("auth_farcaster_channel")
        .selectAll()
        .where("channel_token", "=", channelToken)
        .executeTakeFirst()
      return row === undefined ? undefined : { nonce: row.nonce, domain: row.domain, deviceId: row.device_id }
    },
    async close(channelToken: string): Promise<void> {
      await db.deleteFrom("auth_farcaster_channel").where("channel_token", "=", channelToken).execute()
    }
  },

  /** Forgets what expired: sessions, codes, links, and leftovers no frame came back for. */
  async sweep(): Promise<void> {
    const at = new Date(now())
    const leftover = new Date(now() - LEFTOVER_TTL_MS)
    await db.deleteFrom("auth_session").where("expires_at", "<=", at).execute()
    await db.deleteFrom("auth_code").where("expires_at", "<=", at).execute()
    await db.deleteFrom("auth_approval_link").where("expires_at", "<=", at).execute()
    await db.deleteFrom("auth_device_approval").where("approved_at", "<=", leftover).execute()
    await db.deleteFrom("auth_social_attempt").where("expires_at", "<=", at).execute()
    await db.deleteFrom("auth_farcaster_channel").where("expires_at", "<=", at).execute()
    await db.deleteFrom("auth_mail_cooldown").where("last_sent_at", "<=", leftover).execute()
  }
})

export type Pending = ReturnType<typeof pendingIn>
