// The CLI as a user installs it: `npm install -g` of the packed tarballs into a temporary
// prefix, then `gangway --version`/`--help`, and `gangway connect` + `gangway balance --json` against the
// local world, reached through the environment variables docs/cli.md lists — on the running Node and
// on each other Node line given (the same install, that Node first on PATH).
import { mkdirSync } from "node:fs"
import { delimiter, dirname, join } from "node:path"
import { npm, run } from "./exec.mjs"
import { assertIsolated } from "./install.mjs"

/** Steps of the CLI check; `world` gives the URLs, a funded key and the chain's balance; `nodes` are the other Node lines ({ binary, version }) it runs on too. */
export const cliApp = async ({ parent, tarballs, world, step, nodes = [] }) => {
  const prefix = join(parent, "cli-prefix")
  const stateDir = join(parent, "cli-state")
  mkdirSync(prefix, { recursive: true })
  const gangway = join(prefix, "bin", "gangway")
  const env = {
    GANGWAY_STATE_DIR: stateDir,
    GANGWAY_RPC_URL: world.rpcUrl,
    GANGWAY_API_URL: world.apiUrl,
    GANGWAY_RELAY_URL: world.relayUrl,
    GANGWAY_SOLANA_RPC_URL: world.solanaRpcUrl
  }
  await step("cli: npm install -g --prefix <tmp> (tarballs)", () =>
    npm(["install", "-g", "--prefix", prefix, "--no-audit", "--no-fund", tarballs.cli, tarballs.core], {
      cwd: parent,
      timeoutMs: 900_000
    })
  )
  await step("cli: nothing of the monorepo reachable", () =>
    assertIsolated(join(prefix, "lib"), ["@gangway/cli", "@gangway/core"])
  )
  const checks = async (label, nodeBinary) => {
    // The installed bin starts with `#!/usr/bin/env node`: the Node first on PATH runs it.
    const onPath = nodeBinary === undefined ? {} : { PATH: `${dirname(nodeBinary)}${delimiter}${process.env.PATH}` }
    const lineEnv = { ...env, ...onPath, GANGWAY_STATE_DIR: join(stateDir, label.replace(/\W+/g, "-")) }
    await step(`${label}: gangway --version, --help`, async () => {
      const version = await run(gangway, ["--version"], { cwd: parent, env: lineEnv, timeoutMs: 60_000 })
      if (!/^\d+\.\d+\.\d+/.test(version.trim())) throw new Error(`--version printed:\n${version}`)
      const output = await run(gangway, ["--help"], { cwd: parent, env: lineEnv, timeoutMs: 60_000 })
      if (!/Usage: gangway/.test(output)) throw new Error(`--help printed no usage:\n${output}`)
    })
    return step(`${label}: gangway connect + balance against the local world`, async () => {
      await run(gangway, ["connect", "--private-key", world.privateKey, "--json"], {
        cwd: parent,
        env: lineEnv,
        timeoutMs: 60_000
      })
      const output = await run(gangway, ["balance", "--json"], { cwd: parent, env: lineEnv, timeoutMs: 60_000 })
      const document = JSON.parse(output.slice(output.indexOf("{")))
      const native = document.balances?.find((balance) => balance.address === null)
      const expected = await world.balanceOf(world.address)
      if (document.address?.toLowerCase() !== world.address.toLowerCase())
        throw new Error(`balance of ${document.address}, expected ${world.address}`)
      if (native?.quantity !== expected)
        throw new Error(`balance printed ${native?.quantity}, the chain says ${expected}:\n${output}`)
      return document
    })
  }
  const result = await checks(`cli on Node ${process.versions.node}`)
  for (const line of nodes) await checks(`cli on Node ${line.version.slice(1)}`, line.binary).catch(() => undefined)
  return result
}
