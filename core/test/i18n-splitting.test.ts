import { build } from "esbuild"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"

const i18n = new URL("../src/i18n/index.ts", import.meta.url).pathname
const app = mkdtempSync(join(tmpdir(), "gangway-i18n-split-"))
afterAll(() => rmSync(app, { recursive: true, force: true }))

describe("@gangway/core/i18n in a dApp's code-split bundle (esbuild)", () => {
  it("keeps the errors catalogue out of the first chunk when only a later chunk describes errors", async () => {
    // The first chunk translates plain messages; a lazy chunk describes errors (as React's toasts do).
    writeFileSync(
      join(app, "later.ts"),
      `import { describeError } from ${JSON.stringify(i18n)}\nexport const text = describeError`
    )
    writeFileSync(
      join(app, "main.ts"),
      `import { translator } from ${JSON.stringify(i18n)}\nconsole.log(translator)\nvoid import("./later.ts")`
    )
    const { metafile } = await build({
      entryPoints: [join(app, "main.ts")],
      bundle: true,
      splitting: true,
      format: "esm",
      outdir: join(app, "out"),
      write: false,
      metafile: true,
      logLevel: "silent"
    })
    const outputs = metafile.outputs
    const first = Object.keys(outputs).find((path) => outputs[path]!.entryPoint?.endsWith("main.ts"))!
    const reached = new Set<string>()
    const visit = (path: string): void => {
      if (reached.has(path)) return
      reached.add(path)
      for (const record of outputs[path]!.imports) if (record.kind === "import-statement") visit(record.path)
    }
    visit(first)
    const modules = [...reached].flatMap((path) => Object.keys(outputs[path]!.inputs))
    expect(modules.some((module) => module.endsWith("i18n/messages.ts"))).toBe(true)
    expect(modules.filter((module) => /errors-messages|load-translations|\/locales\//.test(module))).toEqual([])
  })
})
