import { execFile } from "node:child_process"
import { mkdtemp } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"

const reactDir = fileURLToPath(new URL("../..", import.meta.url))
const vite = fileURLToPath(new URL("../../../node_modules/vite/bin/vite.js", import.meta.url))

/** Builds the demo's production bundle into a fresh temporary folder and returns it. */
export const buildDemo = async (): Promise<string> => {
  const outDir = await mkdtemp(join(tmpdir(), "gangway-demo-"))
  await promisify(execFile)(
    process.execPath,
    [vite, "build", "--config", "demo/vite.config.ts", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    { cwd: reactDir }
  )
  return outDir
}
