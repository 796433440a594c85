import type { AuthDb } from "./tables.js"

/** One email login per address per 30 s (SPEC: "Email login cool-down"). */
export const EMAIL_COOLDOWN_MS = 30_000

/**
 * The email login cool-down in PostgreSQL: `start` claims the address's slot in one statement
 * (an upsert that only moves a stamp older than the cool-down), so two instances asked at once
 * let exactly one login through. Answers the whole seconds left when the slot is taken.
 */
export const cooldownIn = (db: AuthDb, now: () => number, cooldownMs = EMAIL_COOLDOWN_MS) => ({
  async start(email: string): Promise<{ readonly ok: true } | { readonly ok: false; readonly secondsLeft: number }> {
    const at = new Date(now())
    const claimed = await db
      .insertInto("auth_mail_cooldown")
      .values({ email: email.toLowerCase(), last_sent_at: at })
      .onConflict((conflict) =>
        conflict
          .column("email")
          .doUpdateSet({ last_sent_at: at })
          .where("auth_mail_cooldown.last_sent_at", "<=", new Date(now() - cooldownMs))
      )
      .returning("email")
      .executeTakeFirst()
    if (claimed !== undefined) return { ok: true }
    const row = await db
      .selectFrom("auth_mail_cooldown")
      .select("last_sent_at")
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst()
    const since = row === undefined ? cooldownMs : now() - new Date(row.last_sent_at).getTime()
    return { ok: false, secondsLeft: Math.max(1, Math.ceil((cooldownMs - since) / 1000)) }
  }
})

export type Cooldown = ReturnType<typeof cooldownIn>
