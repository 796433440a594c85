// The other Node lines the packages' engines name (22 and 24), fetched the way a clean CI
// machine with only the npm registry can: the registry's `node-<platform>-<arch>` package of
// that major (the binary `node@22` itself installs through its install script), into the
// test's temporary folder. The apps installed and compiled under the running Node are then
// run again with each.
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { npm, run } from "./exec.mjs"

export const OTHER_NODE_MAJORS = [22, 24]

/** Installs Node `major` for this machine under `parent`; resolves with its binary and the version it prints. */
export const installNode = async ({ parent, major }) => {
  const prefix = join(parent, `node-${major}`)
  mkdirSync(prefix, { recursive: true })
  const name = `node-${process.platform}-${process.arch}`
  await npm(
    ["install", "--prefix", prefix, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", `${name}@${major}`],
    { cwd: prefix, timeoutMs: 600_000 }
  )
  const binary = join(prefix, "node_modules", name, "bin", "node")
  const version = (await run(binary, ["--version"], { cwd: prefix })).trim()
  if (!version.startsWith(`v${major}.`)) throw new Error(`${name}@${major} printed ${version}`)
  return { binary, version }
}
