import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"

/** The frame's two scripts: the page's (browser, IIFE) and the CLI's worker (Node, ESM). */
export type FrameEntry = "browser/main" | "worker/main"

/**
 * The files `npm run build` writes into `dist/frame/`, by entry.
 * @public scripts/build-frame.mjs imports it from dist/.
 */
export const FRAME_ASSET_FILES: Readonly<Record<FrameEntry, string>> = {
  "browser/main": "frame.js",
  "worker/main": "frame-worker.mjs"
}

// src/frame-site/ and dist/frame-site/ both sit two folders below the package.
const packageDir = new URL("../../", import.meta.url)
/** Running from the sources (the `@gangway/source` condition: dev and tests) rather than the built package. */
const fromSources = import.meta.url.endsWith(".ts")

/**
 * Bundles one of the frame's entries (`frame/` of the package) with esbuild; core's protocol
 * comes from its sources. Used by `npm run build` and, from the sources, at the first request.
 * @public scripts/build-frame.mjs imports it from dist/.
 */
export async function bundleFrameEntry(entry: FrameEntry): Promise<string> {
  const { build } = await import("esbuild")
  const browser = entry === "browser/main"
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`frame/${entry}.ts`, packageDir))],
    bundle: true,
    write: false,
    format: browser ? "iife" : "esm",
    platform: browser ? "browser" : "node",
    conditions: ["@gangway/source"],
    target: browser ? "es2022" : "node20",
    minify: true,
    legalComments: "none",
    // The core's lazily loaded modules import its first bundle's root on purpose (core/src/light.ts).
    logOverride: { "ignored-bare-import": "silent" }
  })
  const output = result.outputFiles[0]
  if (output === undefined) throw new Error(`esbuild produced no output for the frame's ${entry}`)
  return output.text
}

const loaded = new Map<FrameEntry, Promise<string>>()

/** The entry's script, once per process: bundled from the sources, or read from `dist/frame/` when built. */
export function frameScript(entry: FrameEntry): Promise<string> {
  let script = loaded.get(entry)
  if (script === undefined) {
    script = fromSources
      ? bundleFrameEntry(entry)
      : readFile(new URL(`dist/frame/${FRAME_ASSET_FILES[entry]}`, packageDir), "utf8")
    // A failed bundle is tried again at the next request.
    script.catch(() => loaded.delete(entry))
    loaded.set(entry, script)
  }
  return script
}
