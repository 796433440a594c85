import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type Kysely, type Migration, sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Database, DatabaseConfigError, migrateToLatest, openDatabase } from "../src/index.js"
import { hasPostgresServer, type PostgresServer, startPostgresServer } from "../src/testing/index.js"

interface Tables {
  readonly counter: { readonly name: string; readonly value: number }
}

const migrations: Record<string, Migration> = {
  "001_counter": {
    up: async (db: Kysely<any>) => {
      await db.schema
        .createTable("counter")
        .addColumn("name", "text", (column) => column.primaryKey())
        .addColumn("value", "integer", (column) => column.notNull())
        .execute()
    }
  }
}

const bump = (db: Kysely<Tables>) =>
  db.transaction().execute(async (trx) => {
    // Read, then write what was read plus one: only a held row lock keeps concurrent bumps from losing one.
    const row = await trx
      .selectFrom("counter")
      .select("value")
      .where("name", "=", "hits")
      .forUpdate()
      .executeTakeFirstOrThrow()
    await trx
      .updateTable("counter")
      .set({ value: row.value + 1 })
      .where("name", "=", "hits")
      .execute()
  })

const seed = (db: Kysely<Tables>) => db.insertInto("counter").values({ name: "hits", value: 0 }).execute()

const hits = async (db: Kysely<Tables>) =>
  (await db.selectFrom("counter").select("value").where("name", "=", "hits").executeTakeFirst())?.value

describe("PGlite, the embedded default", () => {
  let database: Database<Tables>
  beforeAll(async () => {
    database = await openDatabase<Tables>()
  })
  afterAll(() => database.close())

  it("migrates once: a second run applies nothing", async () => {
    expect(database.engine).toBe("pglite")
    expect(await migrateToLatest(database.db, { owner: "test", migrations })).toEqual(["001_counter"])
    expect(await migrateToLatest(database.db, { owner: "test", migrations })).toEqual([])
  })

  it("runs transactions one after the other: 20 concurrent increments count 20", async () => {
    await seed(database.db)
    await Promise.all(Array.from({ length: 20 }, () => bump(database.db)))
    expect(await hits(database.db)).toBe(20)
  })

  it("rolls a failed transaction back", async () => {
    const before = await hits(database.db)
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.updateTable("counter").set({ value: 0 }).where("name", "=", "hits").execute()
        throw new Error("changed my mind")
      })
    ).rejects.toThrow("changed my mind")
    expect(await hits(database.db)).toBe(before)
  })

  it("keeps its data in its folder across restarts", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "gangway-pglite-"))
    try {
      const first = await openDatabase<Tables>({ dataDir })
      await migrateToLatest(first.db, { owner: "test", migrations })
      await seed(first.db)
      await bump(first.db)
      await first.close()
      const second = await openDatabase<Tables>({ dataDir })
      expect(await migrateToLatest(second.db, { owner: "test", migrations })).toEqual([])
      expect(await hits(second.db)).toBe(1)
      await second.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe("the options", () => {
  it("refuse a URL that is not PostgreSQL's, saying what to give", async () => {
    const opening = openDatabase({ url: "mysql://root@localhost/app" })
    await expect(opening).rejects.toBeInstanceOf(DatabaseConfigError)
    await expect(opening).rejects.toThrow(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/name (it starts with "mysql://root")'
    )
  })
})

// Without Debian's postgresql this part is skipped on a workstation; CI installs it, and there it must run.
describe.skipIf(!hasPostgresServer() && process.env.CI === undefined)("a PostgreSQL server (DATABASE_URL)", () => {
  let server: PostgresServer
  beforeAll(async () => {
    server = await startPostgresServer()
  }, 60_000)
  afterAll(() => server?.stop())

  it("two instances starting at once migrate once, then share rows and row locks", async () => {
    const url = await server.createDatabase("shared")
    const [a, b] = await Promise.all([openDatabase<Tables>({ url }), openDatabase<Tables>({ url })])
    try {
      expect(a.engine).toBe("postgres")
      const applied = await Promise.all([
        migrateToLatest(a.db, { owner: "test", migrations }),
        migrateToLatest(b.db, { owner: "test", migrations })
      ])
      expect(applied.flat()).toEqual(["001_counter"])
      await seed(a.db)
      await Promise.all(Array.from({ length: 10 }, (_, index) => bump(index % 2 === 0 ? a.db : b.db)))
      expect(await hits(b.db)).toBe(10)
      const { rows } = await sql<{ readonly n: number }>`select count(*)::int as n from test_migration`.execute(a.db)
      expect(rows[0]?.n).toBe(1)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})
