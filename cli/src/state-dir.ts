import { homedir } from "node:os"
import { join } from "node:path"

/** `$XDG_STATE_HOME/gangway`, else `~/.local/state/gangway`. */
export const defaultStateDir = (env: Readonly<Record<string, string | undefined>>): string => {
  const xdg = env["XDG_STATE_HOME"]
  if (xdg !== undefined && xdg !== "") return join(xdg, "gangway")
  return join(env["HOME"] ?? homedir(), ".local", "state", "gangway")
}

/** The state dir the CLI reads when no `--state-dir` is given: GANGWAY_STATE_DIR, else the default. */
export const stateDirFromEnv = (env: Readonly<Record<string, string | undefined>>): string => {
  const given = env["GANGWAY_STATE_DIR"]?.trim()
  return given === undefined || given === "" ? defaultStateDir(env) : given
}
