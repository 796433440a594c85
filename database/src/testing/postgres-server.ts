import { execFileSync, spawn } from "node:child_process"
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"

export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication on loopback only. */
  readonly url: string
  /** A fresh database on this server (tests that must not see each other's rows). */
  readonly createDatabase: (name: string) => Promise<string>
  readonly stop: () => Promise<void>
}

/** Where Debian's `postgresql` package puts the server's programs (newest version first). */
const postgresBin = (): string | undefined => {
  const root = "/usr/lib/postgresql"
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : join(root, versions[0], "bin")
}

/** Whether a real PostgreSQL server can be started here (Debian's `postgresql` installed). */
export const hasPostgresServer = (): boolean => postgresBin() !== undefined

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject()))
    })
  })

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user the package creates. */
const serverUser = (): { readonly uid: number; readonly gid: number } | undefined =>
  process.getuid?.() === 0
    ? {
        uid: Number(execFileSync("id", ["-u", "postgres"]).toString().trim()),
        gid: Number(execFileSync("id", ["-g", "postgres"]).toString().trim())
      }
    : undefined

const acceptsConnections = async (url: string, until: number): Promise<void> => {
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => undefined)
      if (Date.now() > until) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/**
 * Starts a throwaway PostgreSQL server (Debian's) in a temporary folder on a free loopback
 * port; `stop` ends it and removes the folder. Throws when the server's programs are missing.
 */
export const startPostgresServer = async (): Promise<PostgresServer> => {
  const bin = postgresBin()
  if (bin === undefined) throw new Error("PostgreSQL is not installed: apt-get install postgresql")
  const dir = mkdtempSync(join(tmpdir(), "gangway-postgres-"))
  const data = join(dir, "data")
  const user = serverUser()
  if (user !== undefined) chownSync(dir, user.uid, user.gid)
  execFileSync(join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"], {
    stdio: "ignore",
    ...user
  })
  const port = await freePort()
  const serverArgs = ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"]
  const server = spawn(join(bin, "postgres"), serverArgs, { stdio: "ignore", ...user })
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()))
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGINT")
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await acceptsConnections(url, Date.now() + 30_000)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    createDatabase: async (name) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`create database ${pg.Client.prototype.escapeIdentifier(name)}`)
      } finally {
        await client.end()
      }
      return url.replace(/\/postgres$/, `/${name}`)
    },
    stop
  }
}
