import { PGlite } from "@electric-sql/pglite"
import { Kysely, PostgresDialect } from "kysely"
import pg from "pg"
import { PGliteDialect } from "./pglite-dialect.js"
import { openPGliteInMemory } from "./pglite-template.js"

export interface DatabaseOptions {
  /**
   * A PostgreSQL server (`postgres://user:password@host:5432/name`, usually `DATABASE_URL`).
   * Without it, PGlite: PostgreSQL embedded in this process.
   */
  readonly url?: string | undefined
  /** PGlite's data folder, created on the first start; without one PGlite keeps everything in memory (tests). */
  readonly dataDir?: string | undefined
  /** A PostgreSQL server's pool size (default 10). */
  readonly maxConnections?: number | undefined
}

export interface Database<DB> {
  readonly db: Kysely<DB>
  /** Which engine answers: a PostgreSQL server, or PGlite in this process. */
  readonly engine: "postgres" | "pglite"
  /** Ends the pool (a server) or closes PGlite, its data folder flushed. */
  readonly close: () => Promise<void>
}

/** The database options were wrong: `message` says which and what to give instead. */
export class DatabaseConfigError extends Error {
  readonly _tag = "DatabaseConfigError"
  override readonly name = "DatabaseConfigError"
}

const POSTGRES_URL = /^postgres(ql)?:\/\//

/** Opens the database: PostgreSQL at `url` when given, PGlite (in `dataDir`, or in memory) otherwise. */
export const openDatabase = async <DB>(options: DatabaseOptions = {}): Promise<Database<DB>> => {
  const { url, dataDir } = options
  if (url !== undefined && url !== "") {
    if (!POSTGRES_URL.test(url) || !URL.canParse(url)) {
      throw new DatabaseConfigError(
        `DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/name (it starts with ${JSON.stringify(url.slice(0, 12))})`
      )
    }
    const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 })
    // An idle connection the server closed (a restart, a failover, a shutdown): the pool drops it
    // and opens another for the next query, so there is nothing to do but not crash the process.
    pool.on("error", () => undefined)
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    return { db, engine: "postgres", close: () => db.destroy() }
  }
  const pglite = dataDir === undefined || dataDir === "" ? await openPGliteInMemory() : await PGlite.create(dataDir)
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) })
  return { db, engine: "pglite", close: () => db.destroy() }
}
