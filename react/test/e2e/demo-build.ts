import { execFile } from "node:child_process"
import { mkdtemp } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"

const reactDir = fileURLToPath(new URL("../..", import.meta.url))
const vite = fileURLToPath(new URL("../../../node_modules/vite/bin/vite.js", import.meta.url))

/**
 * Builds the demo's production bundle into a fresh temporary folder and returns it.
 * `env` (the VITE_GANGWAY_… variables, see demo/env.ts) is baked into the bundle.
 */
export const buildDemo = async (env: Record<string, string> = {}): Promise<string> => {
  const outDir = await mkdtemp(join(tmpdir(), "gangway-demo-"))
  await promisify(execFile)(
    process.execPath,
    [vite, "build", "--config", "demo/vite.config.ts", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    // Under vitest NODE_ENV is "test", which would make Vite bundle React's development build.
    { cwd: reactDir, env: { ...process.env, NODE_ENV: "production", ...env } }
  )
  return outDir
}
