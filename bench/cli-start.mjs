// Cold starts of the built `gangway` (issue 19): `npm run bench`, or `node bench/cli-start.mjs`.
//
// Builds the CLI bundle when its sources (or the core's) are newer than cli/dist, starts the
// local world with `gangway dev`, connects a test account, then times whole processes, each a
// fresh `node`, from spawn to exit: `node -e 0` (Node's own start), `gangway --help` and
// `gangway balance` against that world. One run of each first, not counted (the file cache),
// then RUNS counted runs; prints the median, min and max beside the targets.
import { execFileSync, spawn } from "node:child_process"
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const root = fileURLToPath(new URL("..", import.meta.url))
const bin = join(root, "cli/bin/gangway.mjs")
const builtEntry = join(root, "cli/dist/main.js")

const newestIn = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name)
    return Math.max(newest, entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs)
  }, 0)

const builtAt = () => {
  try {
    return statSync(builtEntry).mtimeMs
  } catch {
    return 0
  }
}

if (builtAt() < Math.max(newestIn(join(root, "cli/src")), newestIn(join(root, "core/src")))) {
  execFileSync("npm", ["run", "build:bundle", "-w", "@gangway/cli"], { cwd: root, stdio: "inherit" })
}

const stateDir = mkdtempSync(join(tmpdir(), "gangway-bench-"))
const env = { ...process.env, GANGWAY_STATE_DIR: stateDir, NO_COLOR: "1" }

/** `gangway dev --json`: resolves with its one JSON document once the world is up. */
const startWorld = () =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, "dev", "--json"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] })
    let out = ""
    let err = ""
    child.stderr.on("data", (chunk) => (err += chunk))
    child.stdout.on("data", (chunk) => {
      out += chunk
      try {
        resolve({ child, summary: JSON.parse(out) })
      } catch {
        // The document is not complete yet.
      }
    })
    child.once("exit", (code) => reject(new Error(`gangway dev exited (${code}) before the world was up:\n${err}`)))
  })

/** Wall time of one process, spawn to exit, in ms; throws when it fails. */
const timeOnce = (args) =>
  new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] })
    let err = ""
    child.stderr.on("data", (chunk) => (err += chunk))
    child.once("exit", (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`${args.join(" ")}: exit ${code}\n${err}`))
    )
  })

const measure = async (args) => {
  await timeOnce(args)
  const times = []
  for (let run = 0; run < RUNS; run++) times.push(await timeOnce(args))
  times.sort((a, b) => a - b)
  const middle = times.length / 2
  const median = times.length % 2 === 0 ? (times[middle - 1] + times[middle]) / 2 : times[Math.floor(middle)]
  return { median, min: times[0], max: times.at(-1) }
}

const { child: world, summary } = await startWorld()
try {
  const sender = summary.accounts.find((account) => account.index === 1)
  execFileSync(process.execPath, [bin, "connect", "--private-key", sender.privateKey, "--json"], {
    cwd: root,
    env,
    stdio: "ignore"
  })

  const rows = [
    ["node -e 0", ["-e", "0"], "(Node itself)"],
    ["gangway --help", [bin, "--help"], "≤ 250 ms"],
    ["gangway balance (local world)", [bin, "balance"], "≤ 800 ms"]
  ]
  console.log(`\nCLI cold start: spawn → exit, median of ${RUNS} (min–max), after one uncounted run`)
  console.log(`${"command".padEnd(32)}${"median".padStart(10)}${"min–max".padStart(18)}   target`)
  for (const [name, args, target] of rows) {
    const { median, min, max } = await measure(args)
    console.log(
      `${name.padEnd(32)}${`${median.toFixed(0)} ms`.padStart(10)}${`${min.toFixed(0)}–${max.toFixed(0)} ms`.padStart(18)}   ${target}`
    )
  }
} finally {
  await new Promise((resolve) => {
    world.once("exit", resolve)
    world.kill("SIGTERM")
  })
  rmSync(stateDir, { recursive: true, force: true })
}
