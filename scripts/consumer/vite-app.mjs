// A Vite React TS app as `npm create vite@latest <dir> -- --template react-ts` makes it, its
// App.tsx replaced by the one-button page, the tarballs installed from the registry + the
// packs; then the template's own build: `tsc -b && vite build`.
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { npm, run } from "./exec.mjs"
import { assertIsolated, installInto } from "./install.mjs"
import { pageFiles } from "./page-source.mjs"

/** create-vite from the registry, non-interactively (it would otherwise ask to install and start). */
export const createViteApp = async (parent, name) => {
  await npm(["create", "vite@latest", name, "--", "--template", "react-ts", "--no-interactive"], {
    cwd: parent,
    env: { npm_config_yes: "true" }
  })
  return join(parent, name)
}

/** Writes the one-button page into the app's src/ (App.tsx replaced; main.tsx as the template has it). */
const writePage = (appDir, page) => {
  for (const [file, source] of Object.entries(pageFiles(page))) writeFileSync(join(appDir, "src", file), source)
}

/**
 * Steps of the Vite check, each recorded by `step(name, fn)`; resolves with the app's folder and
 * its built dist/.
 * `tarballs`: { core, react } from the packs.
 */
export const viteApp = async ({ parent, tarballs, page, step }) => {
  const appDir = await step("vite: npm create vite (react-ts)", () => createViteApp(parent, "vite-app"))
  writePage(appDir, page)
  await step("vite: npm install (tarballs + registry)", () => installInto(appDir, [tarballs.core, tarballs.react]))
  await step("vite: nothing of the monorepo reachable", () =>
    assertIsolated(appDir, ["@gangway/core", "@gangway/react", "react"])
  )
  await step("vite: tsc -b", () => run(join(appDir, "node_modules/.bin/tsc"), ["-b"], { cwd: appDir }))
  await step("vite: vite build", () => run(join(appDir, "node_modules/.bin/vite"), ["build"], { cwd: appDir }))
  return { appDir, dist: join(appDir, "dist") }
}

/**
 * The same app moved to React 18.3 (many dApps still are): npm must accept @gangway/react's peer
 * range without --legacy-peer-deps; then type-check and build again, into dist-react18/.
 */
export const viteAppOnReact18 = async ({ appDir, step }) => {
  await step("vite on React 18: npm install react@18 (peer range accepted)", () =>
    installInto(appDir, ["react@18", "react-dom@18", "@types/react@18", "@types/react-dom@18"])
  )
  await step("vite on React 18: tsc -b", () => run(join(appDir, "node_modules/.bin/tsc"), ["-b"], { cwd: appDir }))
  await step("vite on React 18: vite build", () =>
    run(join(appDir, "node_modules/.bin/vite"), ["build", "--outDir", "dist-react18"], { cwd: appDir })
  )
  return join(appDir, "dist-react18")
}
