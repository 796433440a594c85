export { type Database, DatabaseConfigError, type DatabaseOptions, openDatabase } from "./open-database.js"
export { MigrationFailed, type MigrationSet, migrateToLatest } from "./migrate.js"
export { PGliteDialect } from "./pglite-dialect.js"
