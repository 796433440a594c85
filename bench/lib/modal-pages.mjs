// The three pages bench/modal.mjs measures, built for production with Vite.
import react from "@vitejs/plugin-react"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { build, defaultClientConditions } from "vite"

const root = fileURLToPath(new URL("../..", import.meta.url))

// The page needs no live world here: harmless loopback URLs (nothing listens on
// port 9, and the browser blocks them anyway) so that WalletConnect, the data API
// and the directory are configured as in a real dApp.
const pageEnv = {
  VITE_GANGWAY_RPC_URL: "http://127.0.0.1:9/rpc",
  VITE_GANGWAY_API_URL: "http://127.0.0.1:9/api",
  VITE_GANGWAY_RELAY_URL: "ws://127.0.0.1:9",
  VITE_GANGWAY_PROJECT_ID: "gangway-bench"
}

/** bench/gangway: the baseline's one button as Gangway's provider and ConnectButton. */
export const buildGangwayPage = async (outDir) => {
  Object.assign(process.env, pageEnv, { NODE_ENV: "production" })
  await build({
    configFile: false,
    root: join(root, "bench/gangway"),
    mode: "production",
    logLevel: "warn",
    plugins: [react()],
    resolve: { conditions: ["@gangway/source", ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, target: "es2022" }
  })
}

/** The demo dApp (react/demo), measured for reference: a whole page, not one button. */
export const buildDemo = async (outDir) => {
  Object.assign(process.env, pageEnv, { NODE_ENV: "production" })
  await build({
    configFile: join(root, "react/demo/vite.config.ts"),
    mode: "production",
    logLevel: "warn",
    build: { outDir, emptyOutDir: true }
  })
}

export const buildBaseline = async (outDir) => {
  await build({
    configFile: false,
    root: join(root, "bench/baseline"),
    mode: "production",
    logLevel: "warn",
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: "es2022" }
  })
}
