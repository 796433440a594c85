import type { SocialIdentity } from "./profiles.js"
import type { SocialProviderName } from "./providers.js"
import { millis, type AuthDb } from "../store/tables.js"

/** How long a social login may take, from the start to the frame collecting its session. */
const SOCIAL_ATTEMPT_TTL_MS = 10 * 60_000

export interface NewAttempt {
  readonly state: string
  readonly provider: SocialProviderName
  readonly projectId: string
  readonly appOrigin: string
  readonly deviceId: string
  /** base64url SHA-256 of the secret the frame keeps: only that frame can collect the session. */
  readonly proof: string
  readonly nonce: string
  readonly verifier: string
}

export type AttemptOutcome = { readonly identity: SocialIdentity } | { readonly error: string }

export interface FinishedAttempt {
  readonly provider: SocialProviderName
  readonly outcome: AttemptOutcome
}

/**
 * Social logins under way, in PostgreSQL (the callback and the frame's wait may reach different
 * instances): opened by the start, answered once by the callback, taken once by the frame.
 */
export const socialAttemptsIn = (db: AuthDb, now: () => number) => ({
  async open(attempt: NewAttempt): Promise<void> {
    await db
      .insertInto("auth_social_attempt")
      .values({
        state: attempt.state,
        provider: attempt.provider,
        project_id: attempt.projectId,
        app_origin: attempt.appOrigin,
        device_id: attempt.deviceId,
        proof: attempt.proof,
        nonce: attempt.nonce,
        verifier: attempt.verifier,
        expires_at: new Date(now() + SOCIAL_ATTEMPT_TTL_MS),
        answered: false,
        subject: null,
        user_name: null,
        email: null,
        error: null
      })
      .execute()
  },

  /** The attempt the provider answers, once (a replayed callback finds nothing); undefined when unknown or expired. */
  async answer(state: string) {
    const row = await db
      .updateTable("auth_social_attempt")
      .set({ answered: true })
      .where("state", "=", state)
      .where("answered", "=", false)
      .where("expires_at", ">", new Date(now()))
      .returning(["provider", "nonce", "verifier"])
      .executeTakeFirst()
    return row === undefined ? undefined : { state, provider: row.provider, nonce: row.nonce, verifier: row.verifier }
  },

  async finish(state: string, outcome: AttemptOutcome): Promise<void> {
    await db
      .updateTable("auth_social_attempt")
      .set(
        "identity" in outcome
          ? { subject: outcome.identity.subject, user_name: outcome.identity.name, email: outcome.identity.email }
          : { error: outcome.error }
      )
      .where("state", "=", state)
      .execute()
  },

  /** Who may collect the attempt, while it lasts. */
  async peek(state: string) {
    const row = await db
      .selectFrom("auth_social_attempt")
      .select(["proof", "project_id", "app_origin", "device_id", "expires_at"])
      .where("state", "=", state)
      .executeTakeFirst()
    return row === undefined || millis(row.expires_at) <= now()
      ? undefined
      : { proof: row.proof, projectId: row.project_id, appOrigin: row.app_origin, deviceId: row.device_id }
  },

  /** The outcome, once, to the holder of the proof's secret; undefined while the provider has not answered. */
  async take(state: string, proof: string): Promise<FinishedAttempt | undefined> {
    const row = await db
      .deleteFrom("auth_social_attempt")
      .where("state", "=", state)
      .where("proof", "=", proof)
      .where((eb) => eb.or([eb("subject", "is not", null), eb("error", "is not", null)]))
      .returning(["provider", "subject", "user_name", "email", "error"])
      .executeTakeFirst()
    if (row === undefined) return undefined
    const outcome: AttemptOutcome =
      row.subject === null
        ? { error: row.error ?? "The social login failed: try again" }
        : { identity: { subject: row.subject, name: row.user_name ?? row.subject, email: row.email } }
    // Written by `open` from a decoded request: one of the six names.
    return { provider: row.provider as SocialProviderName, outcome }
  }
})

export type SocialAttempts = ReturnType<typeof socialAttemptsIn>
