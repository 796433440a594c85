// Preloaded (node --import) before dependency-cruiser: it reads TypeScript through
// the JavaScript API, which the workspace's TypeScript 7 does not have. This
// workspace depends on TypeScript 5 (nested under it, so the root's tsc stays 7);
// these hooks hand dependency-cruiser that copy, for both require() and import().
import Module, { createRequire, register } from "node:module"
import { dirname } from "node:path"
import { pathToFileURL } from "node:url"

const typescriptEntry = createRequire(import.meta.url).resolve("typescript")
const typescriptRoot = `${dirname(dirname(typescriptEntry))}/`

const resolveFilename = Module._resolveFilename
Module._resolveFilename = function (request, ...rest) {
  const redirected = request === "typescript" ? typescriptEntry : request.replace(/^typescript\//, typescriptRoot)
  return resolveFilename.call(this, redirected, ...rest)
}

register("./typescript-5-hooks.mjs", import.meta.url, { data: { url: pathToFileURL(typescriptEntry).href } })
