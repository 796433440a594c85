import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { makeDirs } from "./state-dir.js"

/** The sign-in servers' session cookies, by server URL, in the state dir: a sign-in outlives the command. */
const SIWX_COOKIE_FILE = "siwx-cookies.json"

const read = (stateDir: string): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(stateDir, SIWX_COOKIE_FILE), "utf8"))
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter((entry) => typeof entry[1] === "string"))
  } catch {
    // None yet, or unreadable: signed out there (a sign-in writes it again).
    return {}
  }
}

/** The cookie the server at `url` last set for this state dir (`name=value`), if any. */
export const readSiwxCookie = (stateDir: string, url: string): string | undefined => read(stateDir)[url]

/** Keeps the cookie the server at `url` set, or forgets it (undefined: signed out). The file is 0600: the cookie is the sign-in. */
export const writeSiwxCookie = (stateDir: string, url: string, cookie: string | undefined): void => {
  const { [url]: _previous, ...others } = read(stateDir)
  makeDirs(stateDir)
  writeFileSync(
    join(stateDir, SIWX_COOKIE_FILE),
    `${JSON.stringify(cookie === undefined ? others : { ...others, [url]: cookie }, null, 2)}\n`,
    { mode: 0o600 }
  )
}
