import { accessSync, constants, existsSync, mkdirSync, statSync } from "node:fs"
import { homedir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { ExitCode } from "./exit-codes.js"
import { CliError } from "./failure.js"

/** `$XDG_STATE_HOME/gangway`, else `~/.local/state/gangway`. */
export const defaultStateDir = (env: Readonly<Record<string, string | undefined>>): string => {
  const xdg = env.XDG_STATE_HOME
  if (xdg !== undefined && xdg !== "") return join(xdg, "gangway")
  return join(env.HOME ?? homedir(), ".local", "state", "gangway")
}

/** The state dir the CLI reads when no `--state-dir` is given: GANGWAY_STATE_DIR, else the default. */
export const stateDirFromEnv = (env: Readonly<Record<string, string | undefined>>): string => {
  const given = env.GANGWAY_STATE_DIR?.trim()
  return given === undefined || given === "" ? defaultStateDir(env) : given
}

/** The state dir cannot hold the session: exit 1, and nothing is claimed. */
export const stateDirUnusable = (message: string) =>
  new CliError(
    "StateDirUnusable",
    message,
    ExitCode.failed,
    "Pass another --state-dir (or GANGWAY_STATE_DIR), or repair this one: it holds storage.json and local-signer.json"
  )

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown }).code
  return typeof code === "string" ? code : error instanceof Error ? error.message : String(error)
}

/**
 * Creates `dir` and any missing parent, each 0700 (the state dir keeps keys). Made level by
 * level: Node's recursive mkdir never returns under /proc.
 */
export const makeDirs = (dir: string): void => {
  const missing: Array<string> = []
  let current = resolve(dir)
  while (!existsSync(current)) {
    missing.unshift(current)
    const parent = dirname(current)
    if (parent === current) break
    current = parent
  }
  for (const path of missing) mkdirSync(path, { mode: 0o700 })
}

/** The files the CLI keeps in the state dir; each must be a file when it is there. */
const STATE_FILES = ["storage.json", "local-signer.json", "world.json", "siwx-cookies.json"]

/**
 * The state dir, ready for a session: created 0700 when missing, a directory, its files
 * files (not directories), and with `write` one this process can write to. Anything else is
 * 'StateDirUnusable' (exit 1) before anything is read or claimed.
 */
export const prepareStateDir = (stateDir: string, options: { readonly write: boolean }): void => {
  try {
    makeDirs(stateDir)
  } catch (error) {
    const code = codeOf(error)
    if (code === "ENOTDIR" || code === "EEXIST")
      throw stateDirUnusable(`The state dir ${stateDir} cannot be used: a file is in its place or its path`)
    throw stateDirUnusable(`The state dir ${stateDir} cannot be created (${code})`)
  }
  let stats: ReturnType<typeof statSync>
  try {
    stats = statSync(stateDir)
  } catch (error) {
    throw stateDirUnusable(`The state dir ${stateDir} cannot be read (${codeOf(error)})`)
  }
  if (!stats.isDirectory())
    throw stateDirUnusable(`The state dir ${stateDir} cannot be used: it is a file, not a directory`)
  for (const name of STATE_FILES) {
    const path = join(stateDir, name)
    if (existsSync(path) && !statSync(path).isFile()) {
      throw stateDirUnusable(
        `The state dir ${stateDir} cannot be used: ${name} is ${statSync(path).isDirectory() ? "a directory" : "not a file"}`
      )
    }
  }
  if (options.write) {
    try {
      accessSync(stateDir, constants.R_OK | constants.W_OK | constants.X_OK)
    } catch (error) {
      throw stateDirUnusable(`The state dir ${stateDir} cannot be written to (${codeOf(error)})`)
    }
  }
}
