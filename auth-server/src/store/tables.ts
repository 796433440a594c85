import type { Database } from "@gangway/database"

/** The auth service's tables (migrations in ./migrations.ts); times are timestamptz. */
export interface AuthTables {
  auth_account: {
    id: string
    /** Lower-cased; null for a social account without one. */
    email: string | null
    social_provider: string | null
    social_subject: string | null
    user_name: string | null
    created_at: Date
  }
  auth_device: { account_id: string; device_id: string; approved_at: Date }
  /** By the SHA-256 of the bearer token: a dump of the table opens no session. */
  auth_session: { token_hash: string; account_id: string; device_id: string; project_id: string; expires_at: Date }
  /** One mailed code per purpose and address (`sign-in a@b.c`); a new one replaces the old. */
  auth_code: { code_key: string; code: string; expires_at: Date; wrong: number }
  /** A new device's approval link, by the SHA-256 of its token. */
  auth_approval_link: { token_hash: string; email: string; device_id: string; expires_at: Date }
  /** A device approved by its link and not yet used for a login. */
  auth_device_approval: { email: string; device_id: string; approved_at: Date }
  /**
   * A social login under way, by its `state`: who started it (the frame's proof: SHA-256 of its
   * secret), the nonce and PKCE verifier, and once the provider answered, the person or the error.
   */
  auth_social_attempt: {
    state: string
    provider: string
    project_id: string
    app_origin: string
    device_id: string
    proof: string
    nonce: string
    verifier: string
    expires_at: Date
    answered: boolean
    subject: string | null
    user_name: string | null
    email: string | null
    error: string | null
  }
  auth_email_change: { account_id: string; email: string; confirmed_by_current: boolean }
  /**
   * The embedded wallet's two shares the service holds (of three; any two rebuild the key): the auth
   * share, released to the account's sessions, and the recovery share sealed with the operator's
   * recovery key, which is not in the database. The address tells a frame it rebuilt the right key.
   */
  auth_wallet_share: {
    account_id: string
    address: string
    auth_share: string
    recovery_share_sealed: string
    created_at: Date
  }
  /** When a login last mailed the address: one login per EMAIL_COOLDOWN_MS, on every instance. */
  auth_mail_cooldown: { email: string; last_sent_at: Date }
  /** A Farcaster channel the service opened for a device. */
  auth_farcaster_channel: { channel_token: string; nonce: string; domain: string; device_id: string; expires_at: Date }
  /** A rate limit's fixed-window counter per bucket (`address …`, `project …`), on every instance. */
  auth_rate_limit: { bucket: string; window_start: Date; count: number }
}

export type AuthDb = Database<AuthTables>["db"]

/** A timestamptz as the driver gives it (a Date; a string from some drivers) in ms since the epoch. */
export const millis = (value: Date | string) => new Date(value).getTime()
