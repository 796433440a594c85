// Installing the packed tarballs into an app outside the workspace, and checking that
// nothing of the monorepo is reachable from it.
import { lstatSync, readdirSync, realpathSync } from "node:fs"
import { join, relative, sep } from "node:path"
import { npm, run } from "./exec.mjs"
import { repoRoot } from "./pack.mjs"

/** `npm install` of the tarballs (and registry packages) into `appDir`, with npm's default settings. */
export const installInto = (appDir, specs, { dev = false } = {}) =>
  npm(["install", ...(dev ? ["--save-dev"] : []), "--no-audit", "--no-fund", ...specs], {
    cwd: appDir,
    timeoutMs: 900_000
  })

const inside = (path, folder) => {
  const rel = relative(folder, path)
  return rel === "" || (!rel.startsWith("..") && !rel.startsWith(sep))
}

/** Every installed package folder under `modules` (scoped and nested node_modules included). */
function* packageFolders(modules) {
  let entries
  try {
    entries = readdirSync(modules)
  } catch {
    return
  }
  for (const name of entries) {
    if (name.startsWith(".")) continue
    const path = join(modules, name)
    if (name.startsWith("@")) {
      yield* packageFolders(path)
      continue
    }
    yield path
    yield* packageFolders(join(path, "node_modules"))
  }
}

/**
 * Throws when `appDir` lies in the repository, when any installed package (or a link) resolves
 * into it, or when Node resolves one of `packages` from the app to a file outside the app.
 */
export const assertIsolated = async (appDir, packages) => {
  if (inside(realpathSync(appDir), repoRoot)) throw new Error(`${appDir} is inside the repository`)
  for (const folder of packageFolders(join(appDir, "node_modules"))) {
    const real = lstatSync(folder).isSymbolicLink() ? realpathSync(folder) : folder
    if (inside(real, repoRoot)) throw new Error(`${relative(appDir, folder)} resolves into the repository (${real})`)
  }
  const script = `for (const name of ${JSON.stringify(packages)}) console.log(import.meta.resolve(name))`
  const output = await run("node", ["--input-type=module", "-e", script], { cwd: appDir })
  for (const url of output.trim().split("\n")) {
    const path = realpathSync(new URL(url))
    if (!inside(path, realpathSync(appDir))) throw new Error(`${url} resolves outside the app`)
  }
}
