import type { PGlite } from "@electric-sql/pglite"
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings
} from "kysely"

/**
 * Kysely over PGlite (PostgreSQL in WebAssembly, in this process). PGlite is one session, so a
 * connection holds it from acquire to release: a transaction's statements never interleave
 * with another caller's.
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite

  constructor(pglite: PGlite) {
    this.#pglite = pglite
  }

  createAdapter() {
    return new PostgresAdapter()
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite)
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect interface takes any database
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db)
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite
  #last: Promise<void> = Promise.resolve()

  constructor(pglite: PGlite) {
    this.#pglite = pglite
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const previous = this.#last
    this.#last = previous.then(() => held)
    await previous
    return new PGliteConnection(this.#pglite, release)
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel === undefined ? "" : ` isolation level ${settings.isolationLevel}`
    await connection.executeQuery(CompiledQuery.raw(`start transaction${isolation}`))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"))
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    ;(connection as PGliteConnection).release()
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close()
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite
  readonly release: () => void

  constructor(pglite: PGlite, release: () => void) {
    this.#pglite = pglite
    this.release = release
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pglite.query<R>(compiled.sql, [...compiled.parameters])
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) })
    }
  }

  // biome-ignore lint/correctness/useYield: PGlite answers whole results; Kysely's stream() is not offered
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite answers whole results: use execute() rather than stream()")
  }
}
