import { build } from "esbuild"
import { describe, expect, it } from "vitest"

const entry = new URL("./index.ts", import.meta.url).pathname

/**
 * The modules `@gangway/react`'s entry reaches without a dynamic import (what a page loads
 * before the first click), each with the `@gangway/*` modules it imports values from
 * (esbuild erases type-only imports).
 */
const firstBundle = async (): Promise<ReadonlyArray<{ readonly module: string; readonly gangway: ReadonlyArray<string> }>> => {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: "esm",
    outdir: "/nonexistent",
    write: false,
    metafile: true,
    jsx: "automatic",
    external: ["react", "react-dom", "react/*", "react-dom/*", "uqr", "@gangway/*"],
    logLevel: "silent"
  })
  const inputs = result.metafile.inputs
  const reached = new Set<string>()
  const visit = (path: string): void => {
    if (reached.has(path)) return
    reached.add(path)
    for (const record of inputs[path]?.imports ?? []) if (record.kind === "import-statement" && record.external !== true) visit(record.path)
  }
  visit(Object.keys(inputs).find((path) => path.endsWith("react/src/index.ts")) ?? "")
  return [...reached].map((module) => ({
    module,
    gangway: (inputs[module]?.imports ?? []).filter((record) => record.external === true && record.kind === "import-statement" && record.path.startsWith("@gangway/")).map((record) => record.path)
  }))
}

describe("@gangway/react's first bundle", () => {
  it("takes values from @gangway/core's Effect-free entry only, so a dApp's bundler leaves Effect for the client's chunk", async () => {
    const modules = await firstBundle()
    expect(modules.some(({ module }) => module.endsWith("src/provider.tsx"))).toBe(true)
    expect(modules.some(({ module }) => module.endsWith("src/components/connect-button.tsx"))).toBe(true)
    const imported = new Set(modules.flatMap(({ gangway }) => gangway))
    expect([...imported]).toEqual(["@gangway/core/light"])
  })
})
