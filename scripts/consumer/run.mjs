// The consumer test (docs/consumer-test.md): the packages as a dApp developer gets them.
// Builds and packs @gangway/core, database, siwx-server, auth-server, react, cli and wagmi into a temporary
// folder outside the workspace, installs the tarballs (and registry packages only) into fresh
// apps there — a Vite React TS app, a Next.js App Router app, a plain Node ESM script,
// @gangway/wagmi with @wagmi/core, a global install of the CLI — type-checks and builds each,
// runs them against the fixtures' local world (the test's, not the apps'), and connects the
// injected test wallet on the Vite and Next pages in Chromium. @gangway/siwx-server is mounted
// in the Next app's route handlers and in a plain Node server: a page (and a Node client) signs
// in, then a protected route answers the address; without the cookie it is 401. The packed
// @gangway/auth-server is deployed by docs/auth-server.md's steps (install, migrate, start, an
// email login through the world's SMTP server). Prints a table; exits 1 when any step failed.
//
//   node --conditions=@gangway/source --import tsx scripts/consumer/run.mjs [--no-build] [--keep] [--only=node,cli]
//
// --no-build packs the dist/ folders as they are; --keep leaves the temporary folder; --only
// runs the named apps (vite, next, node, wagmi, cli, auth) and packs only what they need. The Node
// and CLI apps also run on Node 22 and 24, fetched from the npm registry (node-lines.mjs).
import { startLocalWorld } from "@gangway/fixtures"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createPublicClient, formatEther, http } from "viem"
import { serveStatic } from "../lib/static-server.mjs"
import { authServerApp } from "./auth-server-app.mjs"
import { browserCheck, signInCheck } from "./browser-check.mjs"
import { cliApp } from "./cli-app.mjs"
import { nextApp } from "./next-app.mjs"
import { nodeApp } from "./node-app.mjs"
import { refusedWithoutCookie } from "./node-siwx.mjs"
import { installNode, OTHER_NODE_MAJORS } from "./node-lines.mjs"
import { buildWorkspace, packWorkspace, PUBLISHED } from "./pack.mjs"
import { createSteps } from "./steps.mjs"
import { viteApp, viteAppOnReact18 } from "./vite-app.mjs"
import { wagmiApp } from "./wagmi-app.mjs"
import { wagmiReactApp } from "./wagmi-react-app.mjs"

const args = new Set(process.argv.slice(2))
const APPS = {
  vite: ["core", "react"],
  next: ["core", "react", "database", "siwx-server"],
  node: ["core", "database", "siwx-server"],
  wagmi: ["core", "react", "wagmi"],
  cli: ["core", "cli"],
  auth: ["database", "auth-server"]
}
const onlyArg = process.argv.slice(2).find((arg) => arg.startsWith("--only="))
const only = onlyArg === undefined ? Object.keys(APPS) : onlyArg.slice("--only=".length).split(",")
const unknown = only.filter((app) => APPS[app] === undefined)
if (unknown.length > 0) {
  console.error(`--only: no app ${unknown.join(", ")} (apps: ${Object.keys(APPS).join(", ")})`)
  process.exit(2)
}
const selected = (app) => only.includes(app)
const started = performance.now()
const work = await mkdtemp(join(tmpdir(), "gangway-consumer-"))
const { step, skip, report } = createSteps()
const cleanups = []

/** What the apps need of the local world: its URLs, account 0's key, and the chain's own answer. */
const worldFor = async (local) => {
  const account = local.chain.accounts[0]
  const chain = createPublicClient({ transport: http(local.chain.rpcUrl) })
  return {
    rpcUrl: local.chain.rpcUrl,
    apiUrl: local.api.url,
    relayUrl: local.relay.url,
    solanaRpcUrl: local.solana.rpcUrl,
    address: account.address,
    privateKey: account.privateKey,
    balanceOf: async (address) => formatEther(await chain.getBalance({ address })),
    origins: [new URL(local.chain.rpcUrl).origin, new URL(local.api.url).origin],
    walletScript: await (await fetch(local.walletScriptUrl)).text()
  }
}

/** Runs `check` when every tarball it needs was packed; otherwise records it as not run. */
const withPackages = async (name, needs, tarballs, check) => {
  const missing = needs.filter((workspace) => tarballs[workspace] === undefined)
  if (missing.length > 0)
    return skip(
      name,
      `not run: ${missing.map((workspace) => `@gangway/${workspace}`).join(", ")} did not build or pack`
    )
  try {
    return await check()
  } catch {
    // The failed step is in the table (the app's later steps did not run); the other apps still run.
    return undefined
  }
}

try {
  console.log(`consumer test in ${work}`)
  const packs = join(work, "packs")
  const tarballs = {}
  for (const workspace of PUBLISHED.filter((workspace) => only.some((app) => APPS[app].includes(workspace)))) {
    await step(
      `pack: @gangway/${workspace} (${args.has("--no-build") ? "npm pack" : "npm run build, npm pack"})`,
      async () => {
        if (!args.has("--no-build")) await buildWorkspace(workspace)
        tarballs[workspace] = await packWorkspace(workspace, packs)
      }
    ).catch(() => undefined)
  }

  const local = await step("world: the fixtures' local world starts", () => startLocalWorld())
  cleanups.push(() => local.stop())
  const world = await worldFor(local)
  const page = { rpcUrl: world.rpcUrl, apiUrl: world.apiUrl }

  // The other Node lines, for the apps that run on Node itself (a line that fails to install is a failed step).
  const nodes = []
  if (selected("node") || selected("cli")) {
    for (const major of OTHER_NODE_MAJORS) {
      const line = await step(`node ${major}: npm install node-${process.platform}-${process.arch}@${major}`, () =>
        installNode({ parent: work, major })
      ).catch(() => undefined)
      if (line !== undefined) {
        console.log(`  Node ${major}: ${line.version} (${line.binary})`)
        nodes.push(line)
      }
    }
  }

  if (selected("vite"))
    await withPackages("vite", ["core", "react"], tarballs, async () => {
      const { appDir, dist } = await viteApp({ parent: work, tarballs, page, step })
      const server = await serveStatic(dist)
      cleanups.push(() => server.close())
      await browserCheck({ name: "vite", url: server.url, world, parent: work, step })
      const react18 = await serveStatic(await viteAppOnReact18({ appDir, step }))
      cleanups.push(() => react18.close())
      await browserCheck({ name: "vite on React 18", url: react18.url, world, parent: work, step })
    })
  if (selected("next"))
    await withPackages("next", APPS.next, tarballs, async () => {
      const server = await nextApp({ parent: work, tarballs, page, step })
      cleanups.push(() => server.stop())
      await browserCheck({ name: "next", url: server.url, world, parent: work, step })
      await signInCheck({ name: "next /sign-in", url: `${server.url}/sign-in`, world, parent: work, step })
      await step("next: /api/me without the cookie is 401", () => refusedWithoutCookie(server.url))
    })
  if (selected("node"))
    await withPackages("node", APPS.node, tarballs, () => nodeApp({ parent: work, tarballs, world, step, nodes }))
  // The connector's peer range: @wagmi/core 2 and 3.
  for (const major of selected("wagmi") ? [3, 2] : []) {
    await withPackages(`wagmi ${major}`, ["core", "wagmi"], tarballs, () =>
      wagmiApp({ parent: work, tarballs, world, step, major })
    )
  }
  if (selected("wagmi"))
    await withPackages("wagmi 2 React app", APPS.wagmi, tarballs, () => wagmiReactApp({ parent: work, tarballs, step }))
  if (selected("cli"))
    await withPackages("cli", APPS.cli, tarballs, () => cliApp({ parent: work, tarballs, world, step, nodes }))
  if (selected("auth"))
    await withPackages("auth", APPS.auth, tarballs, () => authServerApp({ parent: work, tarballs, local, step }))
} catch {
  // A step that everything after it needs failed (the world did not start): already in the table.
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(`cleanup: ${error.message}`))
  if (!args.has("--keep")) await rm(work, { recursive: true, force: true })
}

const failed = report((performance.now() - started) / 1000)
process.exit(failed ? 1 : 0)
