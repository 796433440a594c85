#!/usr/bin/env node
// The `gangway` command: the built CLI in dist/ (`npm run build -w @gangway/cli`),
// plain JavaScript that Node runs as it is.

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

const entry = new URL("../dist/main.js", import.meta.url)
const { main } = await import(entry.href).catch((error) => {
  // Only in a checkout of the repository, before its first build.
  if (error?.code !== "ERR_MODULE_NOT_FOUND" || !error.message.includes(entry.pathname)) throw error
  process.stderr.write(
    "gangway is not built yet: run `npm run build -w @gangway/cli` in the repository, then try again.\n"
  )
  process.exit(1)
})
const code = await main(process.argv.slice(2))
// WalletConnect's sockets and timers would keep the process alive: leave once
// stdout and stderr have been flushed.
await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write("", resolve))))
process.exit(code)
