#!/usr/bin/env node
// The `gangway` command: runs the CLI's TypeScript sources through tsx, with the
// `@gangway/source` export condition (workspace packages resolve to their sources),
// so no build step is needed. Same as the root `npm start` script does for fixtures.
import { register as registerHooks } from "node:module"
import { fileURLToPath } from "node:url"
import { register as registerTsx } from "tsx/esm/api"

registerTsx({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) })
// Registered last, so it runs first: adds the condition before tsx and Node resolve.
registerHooks(new URL("./source-condition.mjs", import.meta.url))

const { main } = await import("../src/main.ts")
const code = await main(process.argv.slice(2))
// WalletConnect's sockets and timers would keep the process alive: leave once
// stdout and stderr have been flushed.
await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write("", resolve))))
process.exit(code)
