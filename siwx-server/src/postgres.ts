// `@gangway/siwx-server/postgres`: the store several instances share, apart so a page or a
// worker that keeps sign-ins in memory never loads a database driver.
export { postgresStore } from "./stores/postgres-store.js"
export { SIWX_MIGRATIONS } from "./stores/migrations.js"
