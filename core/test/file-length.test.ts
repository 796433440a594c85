import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"

const ROOT = new URL("../../", import.meta.url).pathname
const SOURCES = ["core/src", "react/src", "react/demo/src", "cli/src", "fixtures/src", "wagmi/src"]
/** Small files with one purpose: a source file past this many lines is split by what it does. */
const MAX_LINES = 300

const sourceFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

describe("the sources", () => {
  it(`have no file over ${MAX_LINES} lines (tests aside)`, () => {
    const files = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))
    expect(files.length).toBeGreaterThan(500)
    const long = files
      .map((file) => ({ file: relative(ROOT, file), lines: (readFileSync(file, "utf8").match(/\n/g) ?? []).length }))
      .filter(({ lines }) => lines > MAX_LINES)
    expect(long).toEqual([])
  })
})
