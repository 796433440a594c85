import type { MigrationSet } from "@gangway/database"
import { sql } from "kysely"

// The auth service's tables, as migrations of @gangway/database (owner `auth`): a name once released never changes.

export const AUTH_MIGRATIONS: MigrationSet["migrations"] = {
  "001_accounts_sessions_codes": {
    up: async (db) => {
      await db.schema
        .createTable("auth_account")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("email", "text")
        .addColumn("social_provider", "text")
        .addColumn("social_subject", "text")
        .addColumn("user_name", "text")
        .addColumn("created_at", "timestamptz", (column) => column.notNull())
        .execute()
      // One email account per address, one account per social identity; a social account may share an email.
      await db.schema
        .createIndex("auth_account_email")
        .on("auth_account")
        .column("email")
        .unique()
        .where(sql.ref("social_provider"), "is", null)
        .execute()
      await db.schema
        .createIndex("auth_account_social")
        .on("auth_account")
        .columns(["social_provider", "social_subject"])
        .unique()
        .execute()
      await db.schema
        .createTable("auth_device")
        .addColumn("account_id", "text", (column) => column.notNull().references("auth_account.id").onDelete("cascade"))
        .addColumn("device_id", "text", (column) => column.notNull())
        .addColumn("approved_at", "timestamptz", (column) => column.notNull())
        .addPrimaryKeyConstraint("auth_device_key", ["account_id", "device_id"])
        .execute()
      await db.schema
        .createTable("auth_session")
        .addColumn("token_hash", "text", (column) => column.primaryKey())
        .addColumn("account_id", "text", (column) => column.notNull().references("auth_account.id").onDelete("cascade"))
        .addColumn("device_id", "text", (column) => column.notNull())
        .addColumn("project_id", "text", (column) => column.notNull())
        .addColumn("expires_at", "timestamptz", (column) => column.notNull())
        .execute()
      await db.schema.createIndex("auth_session_expires_at").on("auth_session").column("expires_at").execute()
      await db.schema
        .createTable("auth_code")
        .addColumn("code_key", "text", (column) => column.primaryKey())
        .addColumn("code", "text", (column) => column.notNull())
        .addColumn("expires_at", "timestamptz", (column) => column.notNull())
        .addColumn("wrong", "integer", (column) => column.notNull().defaultTo(0))
        .execute()
      await db.schema
        .createTable("auth_approval_link")
        .addColumn("token_hash", "text", (column) => column.primaryKey())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("device_id", "text", (column) => column.notNull())
        .addColumn("expires_at", "timestamptz", (column) => column.notNull())
        .execute()
      await db.schema
        .createTable("auth_device_approval")
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("device_id", "text", (column) => column.notNull())
        .addColumn("approved_at", "timestamptz", (column) => column.notNull())
        .addPrimaryKeyConstraint("auth_device_approval_key", ["email", "device_id"])
        .execute()
      await db.schema
        .createTable("auth_social_code")
        .addColumn("state", "text", (column) => column.primaryKey())
        .addColumn("code", "text", (column) => column.notNull())
        .addColumn("received_at", "timestamptz", (column) => column.notNull())
        .execute()
      await db.schema
        .createTable("auth_email_change")
        .addColumn("account_id", "text", (column) =>
          column.primaryKey().references("auth_account.id").onDelete("cascade")
        )
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("confirmed_by_current", "boolean", (column) => column.notNull())
        .execute()
      await db.schema
        .createTable("auth_farcaster_channel")
        .addColumn("channel_token", "text", (column) => column.primaryKey())
        .addColumn("nonce", "text", (column) => column.notNull())
        .addColumn("domain", "text", (column) => column.notNull())
        .addColumn("device_id", "text", (column) => column.notNull())
        .addColumn("expires_at", "timestamptz", (column) => column.notNull())
        .execute()
      await db.schema
        .createTable("auth_wallet_share")
        .addColumn("account_id", "text", (column) =>
          column.primaryKey().references("auth_account.id").onDelete("cascade")
        )
        .addColumn("address", "text", (column) => column.notNull())
        .addColumn("auth_share", "text", (column) => column.notNull())
        .addColumn("recovery_share_sealed", "text", (column) => column.notNull())
        .addColumn("created_at", "timestamptz", (column) => column.notNull())
        .execute()
      await db.schema
        .createTable("auth_mail_cooldown")
        .addColumn("email", "text", (column) => column.primaryKey())
        .addColumn("last_sent_at", "timestamptz", (column) => column.notNull())
        .execute()
    },
    down: async (db) => {
      for (const table of [
        "auth_mail_cooldown",
        "auth_wallet_share",
        "auth_farcaster_channel",
        "auth_email_change",
        "auth_social_code",
        "auth_device_approval",
        "auth_approval_link",
        "auth_code",
        "auth_session",
        "auth_device",
        "auth_account"
      ])
        await db.schema.dropTable(table).execute()
    }
  },
  "002_rate_limits": {
    up: async (db) => {
      // One fixed-window counter per bucket (`address 1.2.3.4`, `project my-app`), shared by every instance.
      await db.schema
        .createTable("auth_rate_limit")
        .addColumn("bucket", "text", (column) => column.primaryKey())
        .addColumn("window_start", "timestamptz", (column) => column.notNull())
        .addColumn("count", "integer", (column) => column.notNull())
        .execute()
      await db.schema.createIndex("auth_rate_limit_window_start").on("auth_rate_limit").column("window_start").execute()
    },
    down: async (db) => {
      await db.schema.dropTable("auth_rate_limit").execute()
    }
  },
  "003_social_attempts": {
    up: async (db) => {
      // A social login from its start to the frame collecting it (the service now redeems the code itself).
      await db.schema
        .createTable("auth_social_attempt")
        .addColumn("state", "text", (column) => column.primaryKey())
        .addColumn("provider", "text", (column) => column.notNull())
        .addColumn("project_id", "text", (column) => column.notNull())
        .addColumn("app_origin", "text", (column) => column.notNull())
        .addColumn("device_id", "text", (column) => column.notNull())
        .addColumn("proof", "text", (column) => column.notNull())
        .addColumn("nonce", "text", (column) => column.notNull())
        .addColumn("verifier", "text", (column) => column.notNull())
        .addColumn("expires_at", "timestamptz", (column) => column.notNull())
        .addColumn("answered", "boolean", (column) => column.notNull())
        .addColumn("subject", "text")
        .addColumn("user_name", "text")
        .addColumn("email", "text")
        .addColumn("error", "text")
        .execute()
      await db.schema
        .createIndex("auth_social_attempt_expires_at")
        .on("auth_social_attempt")
        .column("expires_at")
        .execute()
      // The codes the frame used to collect and redeem itself: no longer kept.
      await db.schema.dropTable("auth_social_code").execute()
    },
    down: async (db) => {
      await db.schema.dropTable("auth_social_attempt").execute()
      await db.schema
        .createTable("auth_social_code")
        .addColumn("state", "text", (column) => column.primaryKey())
        .addColumn("code", "text", (column) => column.notNull())
        .addColumn("received_at", "timestamptz", (column) => column.notNull())
        .execute()
    }
  }
}
