import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// Workspace packages resolve to their TypeScript sources, so tests need no build step.
const source = (pkg: string) => fileURLToPath(new URL(`./${pkg}/src/index.ts`, import.meta.url))

export default defineConfig({
  resolve: {
    alias: {
      "@gangway/core/node": fileURLToPath(new URL("./core/src/node.ts", import.meta.url)),
      "@gangway/core": source("core"),
      "@gangway/fixtures": source("fixtures")
    }
  },
  test: {
    include: ["{core,fixtures,react,cli}/{src,test}/**/*.test.{ts,tsx}"],
    pool: "forks",
    testTimeout: 30_000
  }
})
