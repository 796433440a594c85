import { build } from "esbuild"
import { describe, expect, it } from "vitest"

const entry = new URL("./index.ts", import.meta.url).pathname

/**
 * The modules `@gangway/react`'s entry reaches without a dynamic import (what a page loads
 * before the first click), each with the `@gangway/*` modules it imports values from
 * (esbuild erases type-only imports).
 */
const firstBundle = async (): Promise<
  ReadonlyArray<{ readonly module: string; readonly gangway: ReadonlyArray<string> }>
> => {
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
    for (const record of inputs[path]?.imports ?? [])
      if (record.kind === "import-statement" && record.external !== true) visit(record.path)
  }
  visit(Object.keys(inputs).find((path) => path.endsWith("react/src/index.ts")) ?? "")
  return [...reached].map((module) => ({
    module,
    gangway: (inputs[module]?.imports ?? [])
      .filter(
        (record) =>
          record.external === true && record.kind === "import-statement" && record.path.startsWith("@gangway/")
      )
      .map((record) => record.path)
  }))
}

describe("@gangway/react's first bundle", () => {
  it("takes values from @gangway/core's Effect-free entries only, so a dApp's bundler leaves Effect for the client's chunk", async () => {
    const modules = await firstBundle()
    expect(modules.some(({ module }) => module.endsWith("src/provider.tsx"))).toBe(true)
    expect(modules.some(({ module }) => module.endsWith("src/components/connect-button.tsx"))).toBe(true)
    const imported = new Set(modules.flatMap(({ gangway }) => gangway))
    // display: the icons of NetworkButton and AccountButton, when a page uses them.
    expect([...imported].sort()).toEqual(["@gangway/core/display", "@gangway/core/i18n", "@gangway/core/light"])
  })

  it("leaves the modal's shell, its stylesheet, the views' registry, the icons and the number formatting to chunks loaded on the way to the first click", async () => {
    const modules = (await firstBundle()).map(({ module }) => module)
    expect(modules.some((module) => module.endsWith("src/modal/gangway-modal.tsx"))).toBe(true)
    expect(modules.some((module) => module.endsWith("src/internal/spinner-icon.tsx"))).toBe(true)
    const lazy =
      /src\/modal\/(modal-shell|modal-dialog|modal-stylesheet|toast-region|font-warmup|view-outlet|views)\.tsx?$|src\/internal\/(icons|format)\.tsx?$|src\/components\/account-balance\.tsx$/
    expect(modules.filter((module) => lazy.test(module))).toEqual([])
  })

  it("carries English only: no other language's catalogue and no code that switches language", async () => {
    const modules = (await firstBundle()).map(({ module }) => module)
    expect(modules.some((module) => module.endsWith("src/i18n/locale-provider.tsx"))).toBe(true)
    expect(
      modules.filter((module) => /\/locales\/|switch-locale|load-translations|pseudo-locale/.test(module))
    ).toEqual([])
  })

  it("reaches no dependency at all through @gangway/core/i18n (no Effect, no viem)", async () => {
    const result = await build({
      entryPoints: [new URL("../../core/src/i18n/index.ts", import.meta.url).pathname],
      bundle: true,
      format: "esm",
      write: false,
      metafile: true,
      logLevel: "silent"
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.some((path) => path.endsWith("core/src/i18n/format-message.ts"))).toBe(true)
    expect(inputs.filter((path) => path.includes("node_modules"))).toEqual([])
  })
})
