import { build } from "esbuild"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

const entry = new URL("../src/index.ts", import.meta.url).pathname

describe("@gangway/core runs in browsers", () => {
  it("bundles for the browser platform with no Node built-in", async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      metafile: true,
      logLevel: "silent"
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.some((path) => path.includes("core/src/index.ts"))).toBe(true)
    expect(inputs.filter((path) => /node_modules\/(react|ink)\//.test(path))).toEqual([])
  })

  it("depends on neither React, Ink nor Node-only packages", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
    const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })
    expect(dependencies.filter((name) => /^(react|react-dom|ink|@types\/node|node:)/.test(name))).toEqual([])
  })
})
