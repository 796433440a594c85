import { type Database, migrateToLatest } from "@gangway/database"
import type { SiwxStore } from "../store.js"
import type { SignedSession } from "../verify-sign-in.js"
import { SIWX_MIGRATIONS } from "./migrations.js"

interface SiwxTables {
  siwx_nonce: { nonce: string; caller: string; issued_at: Date; expires_at: Date }
  siwx_session: {
    caller: string
    chain_id: string
    account_address: string
    signature: string
    session: string
    signed_at: Date
    expires_at: Date
  }
}

/** A timestamptz as the driver gives it (a Date; a string from some drivers) in ms since the epoch. */
const millis = (value: Date | string) => new Date(value).getTime()

/** jsonb as the driver gives it: parsed already (pg, PGlite), or text. */
const sessionOf = (value: unknown): SignedSession =>
  (typeof value === "string" ? JSON.parse(value) : value) as SignedSession

/**
 * Nonces and sessions in PostgreSQL (a server at `DATABASE_URL`, or PGlite embedded) through
 * @gangway/database: every instance of a backend on one database shares its sign-ins, and a
 * nonce is taken by one statement (`delete … returning`), so only one of them ever accepts it.
 * Brings the tables up to date first (migrations owned by `siwx`).
 */
export const postgresStore = async <DB>(database: Pick<Database<DB>, "db">): Promise<SiwxStore> => {
  await migrateToLatest(database.db, { owner: "siwx", migrations: SIWX_MIGRATIONS })
  const db = database.db as unknown as Database<SiwxTables>["db"]
  return {
    issueNonce: async ({ caller, nonce, issuedAt, expiresAt }) => {
      await db
        .insertInto("siwx_nonce")
        .values({ nonce, caller, issued_at: new Date(issuedAt), expires_at: new Date(expiresAt) })
        .execute()
    },
    takeNonce: async (caller, nonce) => {
      const taken = await db
        .deleteFrom("siwx_nonce")
        .where("nonce", "=", nonce)
        .where("caller", "=", caller)
        .returning(["issued_at", "expires_at"])
        .executeTakeFirst()
      return taken === undefined
        ? undefined
        : { issuedAt: millis(taken.issued_at), expiresAt: millis(taken.expires_at) }
    },
    putSession: async (caller, { session, expiresAt }) => {
      const row = {
        caller,
        chain_id: session.data.chainId,
        account_address: session.data.accountAddress,
        signature: session.signature,
        session: JSON.stringify(session),
        signed_at: new Date(),
        expires_at: new Date(expiresAt)
      }
      await db
        .insertInto("siwx_session")
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(["caller", "chain_id", "account_address"]).doUpdateSet({
            signature: row.signature,
            session: row.session,
            signed_at: row.signed_at,
            expires_at: row.expires_at
          })
        )
        .execute()
    },
    moveSessions: async (from, to) => {
      await db.updateTable("siwx_session").set({ caller: to }).where("caller", "=", from).execute()
    },
    listSessions: async (caller, now) => {
      const rows = await db
        .selectFrom("siwx_session")
        .select("session")
        .where("caller", "=", caller)
        .where("expires_at", ">", new Date(now))
        .orderBy("signed_at")
        .execute()
      return rows.map((row) => sessionOf(row.session))
    },
    keepSessions: async (caller, signatures) => {
      let query = db.deleteFrom("siwx_session").where("caller", "=", caller)
      if (signatures.length > 0) query = query.where("signature", "not in", [...signatures])
      await query.execute()
    },
    forget: async (caller) => {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("siwx_session").where("caller", "=", caller).execute()
        await trx.deleteFrom("siwx_nonce").where("caller", "=", caller).execute()
      })
    },
    sweep: async (now) => {
      await db.deleteFrom("siwx_nonce").where("expires_at", "<=", new Date(now)).execute()
      await db.deleteFrom("siwx_session").where("expires_at", "<=", new Date(now)).execute()
    }
  }
}
