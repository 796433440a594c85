import type { MigrationSet } from "@gangway/database"

// The sign-in tables, as migrations of @gangway/database (owner `siwx`): a name once released never changes.

export const SIWX_MIGRATIONS: MigrationSet["migrations"] = {
  "001_nonces_and_sessions": {
    up: async (db) => {
      await db.schema
        .createTable("siwx_nonce")
        .addColumn("nonce", "text", (column) => column.primaryKey())
        .addColumn("caller", "text", (column) => column.notNull())
        .addColumn("issued_at", "timestamptz", (column) => column.notNull())
        .addColumn("expires_at", "timestamptz", (column) => column.notNull())
        .execute()
      await db.schema.createIndex("siwx_nonce_caller").on("siwx_nonce").column("caller").execute()
      await db.schema.createIndex("siwx_nonce_expires_at").on("siwx_nonce").column("expires_at").execute()
      await db.schema
        .createTable("siwx_session")
        .addColumn("caller", "text", (column) => column.notNull())
        .addColumn("chain_id", "text", (column) => column.notNull())
        .addColumn("account_address", "text", (column) => column.notNull())
        .addColumn("signature", "text", (column) => column.notNull())
        .addColumn("session", "jsonb", (column) => column.notNull())
        .addColumn("signed_at", "timestamptz", (column) => column.notNull())
        .addColumn("expires_at", "timestamptz", (column) => column.notNull())
        .addPrimaryKeyConstraint("siwx_session_key", ["caller", "chain_id", "account_address"])
        .execute()
      await db.schema.createIndex("siwx_session_expires_at").on("siwx_session").column("expires_at").execute()
    },
    down: async (db) => {
      await db.schema.dropTable("siwx_session").execute()
      await db.schema.dropTable("siwx_nonce").execute()
    }
  }
}
