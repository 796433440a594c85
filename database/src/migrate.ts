import { type Kysely, type Migration, Migrator } from "kysely"

export interface MigrationSet {
  /** Whose migrations these are (e.g. `siwx`): their bookkeeping tables are `<owner>_migration` and `<owner>_migration_lock`, so packages sharing one database never mix theirs. */
  readonly owner: string
  /** By name, applied in name order (`001_nonces`, `002_sessions`…); a name once applied never changes. */
  readonly migrations: Readonly<Record<string, Migration>>
}

/** A migration failed: the database stays at the last one applied (each runs in a transaction). */
export class MigrationFailed extends Error {
  readonly _tag = "MigrationFailed"
  override readonly name = "MigrationFailed"
}

/**
 * Brings the database up to the set's last migration; several instances starting at once
 * take turns (a lock row in PostgreSQL), so each migration runs once. Returns the names applied now.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any database's tables
export const migrateToLatest = async (db: Kysely<any>, set: MigrationSet): Promise<ReadonlyArray<string>> => {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...set.migrations }) },
    migrationTableName: `${set.owner}_migration`,
    migrationLockTableName: `${set.owner}_migration_lock`
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error !== undefined) {
    const failed = results.find((result) => result.status === "Error")?.migrationName ?? "(before any migration)"
    throw new MigrationFailed(
      `The ${set.owner} database could not be migrated: ${failed} failed (${error instanceof Error ? error.message : String(error)})`,
      { cause: error }
    )
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName)
}
