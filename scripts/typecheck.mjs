// Type-checks every workspace package: its tsconfig.json (sources and tests)
// and, where present, tsconfig.build.json (what is published) and
// tsconfig.browser.json (what must run in browsers: no Node types).
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"

const { workspaces } = JSON.parse(readFileSync("package.json", "utf8"))
const tsc = "node_modules/.bin/tsc"
let failed = false
for (const dir of workspaces) {
  for (const config of ["tsconfig.json", "tsconfig.build.json", "tsconfig.browser.json"]) {
    const path = `${dir}/${config}`
    if (!existsSync(path)) continue
    try {
      execFileSync(tsc, ["-p", path, "--noEmit"], { stdio: "inherit" })
      console.log(`typecheck ${path}: ok`)
    } catch {
      console.error(`typecheck ${path}: failed`)
      failed = true
    }
  }
}
process.exit(failed ? 1 : 0)
