import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const packageDir = fileURLToPath(new URL("..", import.meta.url))
const tsc = fileURLToPath(new URL("../../node_modules/.bin/tsc", import.meta.url))

// What `npm run build` publishes, built as it builds it (tsconfig.build.json), into a folder
// beside dist/ so that the source maps' relative paths are the published ones.
let out = ""
beforeAll(() => {
  out = mkdtempSync(join(packageDir, ".build-test-"))
  execFileSync(tsc, ["-p", join(packageDir, "tsconfig.build.json"), "--outDir", out], { stdio: "pipe" })
}, 120_000)
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe("@gangway/react's built entry", () => {
  it('starts with "use client", so that a Next.js server component can render its components', () => {
    const entry = readFileSync(join(out, "index.js"), "utf8")
    expect(entry.startsWith('"use client";\n')).toBe(true)
  })

  it("has source maps and declaration maps that point at the shipped sources", () => {
    for (const map of ["index.js.map", "index.d.ts.map", "provider.js.map"]) {
      const { sources } = JSON.parse(readFileSync(join(out, map), "utf8")) as { sources: Array<string> }
      const shipped = sources.map((source) => resolve(dirname(join(out, map)), source))
      expect(shipped.every((path) => path.startsWith(join(packageDir, "src/")))).toBe(true)
    }
  })
})
