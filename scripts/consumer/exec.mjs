// Running commands for the consumer test and the bundler bench: each with a clean npm
// environment, so that an app outside the workspace sees npm's defaults and not the
// monorepo's settings (legacy-peer-deps, workspace, the npm_package_* of a parent script).
import { spawn } from "node:child_process"

/** The environment without npm's per-run variables (the cache location is kept). */
export const cleanEnv = (extra = {}) => {
  const env = {}
  for (const [key, value] of Object.entries(process.env)) {
    const lower = key.toLowerCase()
    if (lower.startsWith("npm_") && lower !== "npm_config_cache") continue
    if (key === "NODE_OPTIONS" || key === "INIT_CWD" || key === "NODE_PATH") continue
    env[key] = value
  }
  return { ...env, npm_config_fund: "false", npm_config_audit: "false", npm_config_update_notifier: "false", ...extra }
}

class CommandFailed extends Error {
  constructor(command, code, output) {
    super(`${command} exited with ${code}\n${output.trim().split("\n").slice(-30).join("\n")}`)
    this.name = "CommandFailed"
    this.output = output
  }
}

/**
 * Runs `command args` in `cwd` and resolves with its combined output; rejects with the
 * output's last lines when it exits non-zero. `timeoutMs` kills it (a hung install).
 */
export const run = (command, args, { cwd, env = {}, timeoutMs = 600_000, input } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: cleanEnv(env),
      stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"]
    })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    if (input !== undefined) child.stdin.end(input)
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs)
    child.on("error", (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on("close", (code, signal) => {
      clearTimeout(timer)
      const label = [command, ...args].join(" ")
      if (code === 0) resolve(output)
      else reject(new CommandFailed(label, signal ?? code, output))
    })
  })

/** npm with the registry's defaults (no workspace .npmrc reaches a folder outside the repository). */
export const npm = (args, options) => run("npm", args, options)
