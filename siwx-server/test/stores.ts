import { openDatabase } from "@gangway/database"
import { memoryStore, type SiwxStore } from "../src/index.js"
import { postgresStore } from "../src/postgres.js"

/** The stores every rule is checked on: memory, and PostgreSQL (PGlite in memory, one per describe block). */
export const STORES: ReadonlyArray<readonly [string, () => Promise<{ store: SiwxStore; close: () => Promise<void> }>]> =
  [
    ["memory", async () => ({ store: memoryStore(), close: async () => undefined })],
    [
      "PostgreSQL (PGlite in memory)",
      async () => {
        const database = await openDatabase()
        return { store: await postgresStore(database), close: database.close }
      }
    ]
  ]
