import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"

/** The real `gangway` bin, as `npx gangway` runs it: the built dist/ (`npm run build:bundle -w @gangway/cli`). */
export const BIN = fileURLToPath(new URL("../bin/gangway.mjs", import.meta.url))
const ROOT = fileURLToPath(new URL("../../", import.meta.url))

export interface CliRun {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
  /** stdout parsed as the one JSON document `--json` promises. */
  readonly json: () => any
}

export interface SpawnedCli {
  /** Resolves with each stderr line as it arrives until `until` accepts one. */
  readonly stderrLine: (until: (line: string) => boolean) => Promise<string>
  readonly done: Promise<CliRun>
}

/** Spawns `gangway args…` with `env` added to this process's environment (and `nodeArgs` given to node). */
export const spawnCli = (
  args: ReadonlyArray<string>,
  env: Record<string, string>,
  nodeArgs: ReadonlyArray<string> = []
): SpawnedCli => {
  const child = spawn(process.execPath, [...nodeArgs, BIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let stdout = ""
  let stderr = ""
  const waiters = new Set<(line: string) => void>()
  let buffered = ""
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString()
    buffered += chunk.toString()
    const lines = buffered.split("\n")
    buffered = lines.pop() ?? ""
    for (const line of lines) for (const waiter of [...waiters]) waiter(line)
  })
  const done = new Promise<CliRun>((resolve) =>
    child.once("close", (code) =>
      resolve({
        code,
        stdout,
        stderr,
        json: () => {
          try {
            return JSON.parse(stdout)
          } catch {
            throw new Error(`stdout is not one JSON document:\n${stdout}\nstderr:\n${stderr}`)
          }
        }
      })
    )
  )
  return {
    done,
    stderrLine: (until) =>
      new Promise<string>((resolve, reject) => {
        const waiter = (line: string) => {
          if (!until(line)) return
          waiters.delete(waiter)
          resolve(line)
        }
        waiters.add(waiter)
        void done.then((run) => {
          waiters.delete(waiter)
          reject(new Error(`gangway exited (${run.code}) before the line came:\n${run.stderr}\n${run.stdout}`))
        })
      })
  }
}

export const runCli = (
  args: ReadonlyArray<string>,
  env: Record<string, string>,
  nodeArgs: ReadonlyArray<string> = []
): Promise<CliRun> => spawnCli(args, env, nodeArgs).done
