// Type-checks every workspace package that has a tsconfig.json (tests included).
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"

const { workspaces } = JSON.parse(readFileSync("package.json", "utf8"))
const tsc = "node_modules/.bin/tsc"
let failed = false
for (const dir of workspaces) {
  if (!existsSync(`${dir}/tsconfig.json`)) continue
  try {
    execFileSync(tsc, ["-p", dir], { stdio: "inherit" })
    console.log(`typecheck ${dir}: ok`)
  } catch {
    failed = true
  }
}
process.exit(failed ? 1 : 0)
