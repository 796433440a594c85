import { existsSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

interface Export {
  readonly "@gangway/source"?: string
  readonly types: string
  readonly default: string
}
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  readonly exports: Record<string, Export | string>
  readonly typesVersions: { readonly "*": Record<string, ReadonlyArray<string>> }
  readonly main: string
  readonly types: string
}
const subpaths = Object.entries(pkg.exports).filter((entry): entry is [string, Export] => typeof entry[1] !== "string")

describe("@gangway/core's package.json", () => {
  it("gives every export types and a default, and a source that exists", () => {
    for (const [, target] of subpaths) {
      expect(target.types).toMatch(/^\.\/dist\/.+\.d\.ts$/)
      expect(target.default).toBe(target.types.replace(/\.d\.ts$/, ".js"))
      expect(existsSync(new URL(`../${target["@gangway/source"]}`, import.meta.url))).toBe(true)
    }
    const root = pkg.exports["."] as Export
    expect([pkg.main, pkg.types]).toEqual([root.default, root.types])
  })

  it('maps each subpath for moduleResolution "node" (typesVersions) to the types its export names', () => {
    const mapped = Object.fromEntries(
      subpaths.filter(([path]) => path !== ".").map(([path, target]) => [path.slice(2), [target.types]])
    )
    expect(pkg.typesVersions["*"]).toEqual(mapped)
  })
})
