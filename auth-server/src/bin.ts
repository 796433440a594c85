#!/usr/bin/env node
import { parseArgs } from "node:util"
import { migrateToLatest, openDatabase } from "@gangway/database"
import { AuthConfigError } from "./config/config-error.js"
import { type AuthConfigSources, loadAuthConfig, loadDatabaseConfig, loadRecoveryConfig } from "./config/load-config.js"
import { jsonLog } from "./server/json-log.js"
import { startAuthServer } from "./server/start-auth-server.js"
import { AUTH_MIGRATIONS } from "./store/migrations.js"
import type { AuthDb } from "./store/tables.js"
import { recoveryKeyOf, resealRecoveryShares } from "./store/wallet-shares.js"

const USAGE = `Usage: gangway-auth [start|migrate|reseal] [--config <file>] [--production]

  start       Bring the tables up to date, then serve (the default)
  migrate     Bring the tables up to date and exit
  reseal      Seal every wallet's recovery share again with GANGWAY_AUTH_RECOVERY_KEY (after a
              rotation: the old key in GANGWAY_AUTH_PREVIOUS_RECOVERY_KEYS), then exit
  --config    A JSON file of settings ({"port": 8787, ...}); also GANGWAY_AUTH_CONFIG.
              Environment variables override it.
  --production  Production rules (also NODE_ENV=production): no secret defaults, https public URL
  --help      This text

Settings (README.md lists them all): GANGWAY_AUTH_PUBLIC_URL, GANGWAY_AUTH_RECOVERY_KEY,
GANGWAY_AUTH_SMTP_URL, GANGWAY_AUTH_MAIL_FROM, GANGWAY_AUTH_PROJECTS, DATABASE_URL or
GANGWAY_AUTH_DATA_DIR, GANGWAY_AUTH_HOST, GANGWAY_AUTH_PORT, ...
`

const log = jsonLog()

const migrate = async (sources: AuthConfigSources) => {
  const config = await loadDatabaseConfig(sources)
  const database = await openDatabase(config.url === undefined ? { dataDir: config.dataDir } : { url: config.url })
  try {
    const applied = await migrateToLatest(database.db, { owner: "auth", migrations: AUTH_MIGRATIONS })
    log.info("migrated", { database: database.engine, applied })
  } finally {
    await database.close()
  }
}

const reseal = async (sources: AuthConfigSources) => {
  const config = await loadRecoveryConfig(sources)
  const database = await openDatabase(
    config.database.url === undefined ? { dataDir: config.database.dataDir } : { url: config.database.url }
  )
  try {
    await migrateToLatest(database.db, { owner: "auth", migrations: AUTH_MIGRATIONS })
    const resealed = await resealRecoveryShares(database.db as unknown as AuthDb, {
      current: recoveryKeyOf(config.recoveryKey),
      previous: config.previousRecoveryKeys.map(recoveryKeyOf)
    })
    log.info("resealed", { resealed })
  } finally {
    await database.close()
  }
}

const start = async (sources: AuthConfigSources) => {
  const running = await startAuthServer(await loadAuthConfig(sources))
  let signals = 0
  const stop = (signal: NodeJS.Signals) => {
    signals += 1
    if (signals > 1) process.exit(1)
    log.info("signal", { signal })
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error("stop-failed", { message: error instanceof Error ? error.message : String(error) })
        process.exit(1)
      }
    )
  }
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
}

const main = async () => {
  const { values, positionals } = parseArgs({
    options: { config: { type: "string" }, production: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true
  })
  const command = positionals[0] ?? "start"
  if (values.help === true) return void process.stdout.write(USAGE)
  if (positionals.length > 1 || !["start", "migrate", "reseal"].includes(command)) {
    process.stderr.write(`Unknown command ${JSON.stringify(positionals.join(" "))}\n\n${USAGE}`)
    process.exit(2)
  }
  const sources: AuthConfigSources = {
    configPath: values.config,
    ...(values.production === true ? { production: true } : {})
  }
  await (command === "migrate" ? migrate(sources) : command === "reseal" ? reseal(sources) : start(sources))
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof AuthConfigError ? error.message : `gangway-auth could not start: ${error instanceof Error ? error.message : String(error)}`}\n`
  )
  process.exit(
    error instanceof AuthConfigError || (error as { code?: string }).code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? 2 : 1
  )
})
