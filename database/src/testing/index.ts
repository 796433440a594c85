// For tests of the packages built on @gangway/database: a real PostgreSQL server to run them against.
export { hasPostgresServer, type PostgresServer, startPostgresServer } from "./postgres-server.js"
