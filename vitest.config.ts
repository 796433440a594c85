import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// Workspace packages resolve to their TypeScript sources, so tests need no build step.
const source = (pkg: string) => fileURLToPath(new URL(`./${pkg}/src/index.ts`, import.meta.url))

const TESTS = "{core,fixtures,react,cli,wagmi,database,siwx-server,auth-server}/{src,test}/**/*.test.{ts,tsx}"
const DOM_TESTS = "{core,fixtures,react,cli,wagmi,database,siwx-server,auth-server}/{src,test}/**/*.dom.test.{ts,tsx}"
const BROWSER_TESTS = "react/test/e2e/**/*.test.ts"

export default defineConfig({
  resolve: {
    alias: {
      "@gangway/core/light": fileURLToPath(new URL("./core/src/light.ts", import.meta.url)),
      "@gangway/core/display": fileURLToPath(new URL("./core/src/display.ts", import.meta.url)),
      "@gangway/core/siwx": fileURLToPath(new URL("./core/src/siwx/page-providers.ts", import.meta.url)),
      "@gangway/core/node": fileURLToPath(new URL("./core/src/node.ts", import.meta.url)),
      "@gangway/core/wallet-standard": fileURLToPath(
        new URL("./core/src/adapters/wallet-standard-discovery.ts", import.meta.url)
      ),
      "@gangway/core/i18n/runtime": fileURLToPath(new URL("./core/src/i18n/runtime.ts", import.meta.url)),
      "@gangway/core/i18n": fileURLToPath(new URL("./core/src/i18n/index.ts", import.meta.url)),
      "@gangway/core/frame-protocol": fileURLToPath(
        new URL("./core/src/connectors/auth/protocol/index.ts", import.meta.url)
      ),
      "@gangway/core/siwx-rules": fileURLToPath(new URL("./core/src/siwx/message-rules.ts", import.meta.url)),
      "@gangway/core": source("core"),
      "@gangway/database/testing": fileURLToPath(new URL("./database/src/testing/index.ts", import.meta.url)),
      "@gangway/database": source("database"),
      "@gangway/siwx-server/postgres": fileURLToPath(new URL("./siwx-server/src/postgres.ts", import.meta.url)),
      "@gangway/siwx-server": source("siwx-server"),
      "@gangway/auth-server": source("auth-server"),
      "@gangway/fixtures": source("fixtures"),
      "@gangway/react": source("react"),
      "@gangway/wagmi": source("wagmi")
    }
  },
  test: {
    pool: "forks",
    testTimeout: 30_000,
    // expect.poll's bound (1 s by default) on a busy machine; a poll ends as soon as it holds.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: { name: "node", include: [TESTS], exclude: [DOM_TESTS, BROWSER_TESTS, "**/node_modules/**"] }
      },
      {
        // Chromium on the local world: every step waits on the page, so a loaded machine
        // slows them rather than failing them; the bounds are for a test that is stuck.
        extends: true,
        test: { name: "browser", include: [BROWSER_TESTS], testTimeout: 120_000 }
      },
      {
        // `*.dom.test.ts`: a browser-like page (jsdom) that keeps Node's typed arrays, see test-env/jsdom.ts.
        extends: true,
        test: {
          name: "dom",
          include: [DOM_TESTS],
          environment: "./test-env/jsdom.ts",
          setupFiles: ["./test-env/patience.ts", "./test-env/strict-mode.ts"]
        }
      }
    ]
  }
})
