#!/usr/bin/env node
// The `gangway` command: runs the CLI's TypeScript sources through tsx, with the
// `@gangway/source` export condition (workspace packages resolve to their sources),
// so no build step is needed. Same as the root `npm start` script does for fixtures.
import { register as registerHooks } from "node:module"
import { fileURLToPath } from "node:url"
import { register as registerTsx } from "tsx/esm/api"

// A reader that went away (`gangway --help | head -1`) is not a failure: whatever was
// still to be printed has no one to read it, so leave quietly with exit 0 instead of
// crashing on the unhandled EPIPE. A closed stderr only loses notes: the command goes on
// and its exit code stays its own. Installed first, before anything is written.
process.stdout.on("error", (error) => {
  if (error?.code === "EPIPE") process.exit(0)
  throw error
})
process.stderr.on("error", (error) => {
  if (error?.code !== "EPIPE" && error?.code !== "ERR_STREAM_DESTROYED") throw error
})

registerTsx({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) })
// Registered last, so it runs first: adds the condition before tsx and Node resolve.
registerHooks(new URL("./source-condition.mjs", import.meta.url))

const { main } = await import("../src/main.ts")
const code = await main(process.argv.slice(2))
// WalletConnect's sockets and timers would keep the process alive: leave once
// stdout and stderr have been flushed.
await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write("", resolve))))
process.exit(code)
