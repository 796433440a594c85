import { homedir } from "node:os"
import { join } from "node:path"

/** `$XDG_STATE_HOME/gangway`, else `~/.local/state/gangway`. */
export const defaultStateDir = (env: Readonly<Record<string, string | undefined>>): string => {
  const xdg = env["XDG_STATE_HOME"]
  if (xdg !== undefined && xdg !== "") return join(xdg, "gangway")
  return join(env["HOME"] ?? homedir(), ".local", "state", "gangway")
}
