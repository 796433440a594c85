import { type Kysely, sql } from "kysely"
import { json } from "../http.js"

/** `GET /healthz`: 200 `{"status":"ok"}` when the database answers `select 1`, else 503. */
export const healthAnswer = async (db: Kysely<unknown>): Promise<Response> => {
  try {
    await sql`select 1`.execute(db)
    return json({ status: "ok" })
  } catch {
    return json({ status: "unavailable", message: "The database does not answer" }, 503)
  }
}
