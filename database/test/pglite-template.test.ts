// In-memory PGlite starts from a dump of a fresh cluster kept in the temp folder (initdb runs once per machine).
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "kysely"
import { afterAll, beforeAll, expect, it } from "vitest"
import { openDatabase } from "../src/index.js"

const realTmp = process.env.TMPDIR
let temp: string

beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), "gangway-template-test-"))
  process.env.TMPDIR = temp
})
afterAll(async () => {
  if (realTmp === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = realTmp
  await rm(temp, { recursive: true, force: true })
})

const templates = async () => {
  const [folder] = await readdir(temp)
  return folder === undefined ? [] : (await readdir(join(temp, folder))).map((name) => join(temp, folder, name))
}

const works = async () => {
  const database = await openDatabase()
  try {
    await sql`create table t (n int)`.execute(database.db)
    await sql`insert into t values (1)`.execute(database.db)
    return (await sql<{ n: number }>`select n from t`.execute(database.db)).rows
  } finally {
    await database.close()
  }
}

it("keeps the first fresh cluster's dump (this user's folder only), and the next databases start from it, empty", async () => {
  expect(await works()).toEqual([{ n: 1 }])
  const [template] = await templates()
  expect(template).toMatch(/template-\d+-\d+\.tar\.gz$/)
  // Started from the dump: the table the first database made is not in it.
  expect(await works()).toEqual([{ n: 1 }])
  expect(await templates()).toEqual([template])
}, 60_000)

it("a damaged dump is made again from a fresh cluster", async () => {
  const [template] = await templates()
  await writeFile(template!, "not a dump")
  expect(await works()).toEqual([{ n: 1 }])
  expect((await templates()).length).toBe(1)
  expect(await works()).toEqual([{ n: 1 }])
}, 60_000)
