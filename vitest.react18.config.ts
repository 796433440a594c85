import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"
import base from "./vitest.config.ts"

// @gangway/react's tests on React 18.3 (the peer range is ^18.3 || ^19): react and react-dom
// resolve to test-env/react18 (`npm ci --prefix test-env/react18`), everything else as in
// vitest.config.ts. `.ci/react18` runs it.
const react18 = (pkg: string) => fileURLToPath(new URL(`./test-env/react18/node_modules/${pkg}`, import.meta.url))

const REACT_TESTS = "react/src/**/*.test.{ts,tsx}"
const REACT_DOM_TESTS = "react/src/**/*.dom.test.{ts,tsx}"

export default defineConfig({
  resolve: {
    alias: [
      { find: /^react$/, replacement: react18("react") },
      { find: /^react\/(.*)$/, replacement: `${react18("react")}/$1` },
      { find: /^react-dom$/, replacement: react18("react-dom") },
      { find: /^react-dom\/(.*)$/, replacement: `${react18("react-dom")}/$1` },
      // Its ESM build, inlined below, so that its own imports of React go through these aliases.
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL("./node_modules/@testing-library/react/dist/@testing-library/react.esm.js", import.meta.url)
        )
      },
      ...Object.entries(base.resolve?.alias ?? {}).map(([find, replacement]) => ({
        find,
        replacement: String(replacement)
      }))
    ]
  },
  test: {
    pool: "forks",
    testTimeout: 30_000,
    // expect.poll's bound (1 s by default) on a busy machine; a poll ends as soon as it holds.
    expect: { poll: { timeout: 10_000 } },
    // Testing Library imports React itself: through Vite, so that it gets React 18 too.
    server: { deps: { inline: [/@testing-library\/react/] } },
    projects: [
      {
        extends: true,
        test: {
          name: "react18-node",
          include: [REACT_TESTS],
          exclude: [REACT_DOM_TESTS, "react/src/first-bundle.test.ts", "react/src/published-build.test.ts"]
        }
      },
      {
        extends: true,
        test: {
          name: "react18-dom",
          include: [REACT_DOM_TESTS, "test-env/react18/*.dom.test.tsx"],
          environment: "./test-env/jsdom.ts",
          setupFiles: ["./test-env/patience.ts", "./test-env/strict-mode.ts"]
        }
      }
    ]
  }
})
