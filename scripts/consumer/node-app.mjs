// A plain Node ESM script on @gangway/core: createGangway with a local signer against the
// local world's chain, reads the account's balance and prints it. Type-checked twice: with
// `moduleResolution: "node16"` (compiled by it, then run) and with the older `"node"`, which
// only reads `types`/`main` (TypeScript 7 removed it, so that check runs TypeScript 5, as a
// project still on that resolution has). Beside it, a dApp's backend on Node's http with
// @gangway/siwx-server and a Node client that signs in to it (node-siwx.mjs).
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { run } from "./exec.mjs"
import { assertIsolated, installInto } from "./install.mjs"
import { siwxFiles, siwxSteps } from "./node-siwx.mjs"

const json = (value) => `${JSON.stringify(value, null, 2)}\n`

const script = `import { createGangway, formatBalance, localChain } from "@gangway/core"

const [rpcUrl, dataApi, privateKey] = process.argv.slice(2)
if (rpcUrl === undefined || dataApi === undefined || privateKey === undefined) {
  console.error("usage: node dist/check-balance.js <rpc-url> <data-api-url> <private-key>")
  process.exit(2)
}

// The data API (the local world's, as the hosted one) answers only with a project id.
const gangway = createGangway({
  networks: [localChain(rpcUrl)],
  projectId: "gangway-consumer-test",
  apiUrls: { dataApi },
  features: { analytics: false },
  storage: "memory",
  localSigner: { privateKey }
})
// Fails to compile when the package's types did not resolve (the client would be any).
type IsAny<T> = 0 extends 1 & T ? true : false
const typed: IsAny<typeof gangway> extends false ? IsAny<ReturnType<typeof gangway.getState>> extends false ? true : never : never = true
void typed
try {
  await gangway.connection.connect("local-signer")
  await gangway.balances.refresh()
  const account = gangway.getState().chains.chains.eip155?.account
  console.log(JSON.stringify({ address: account?.address, balance: account?.balance, shown: formatBalance(account?.balance, account?.balanceSymbol) }))
} finally {
  await gangway.destroy()
}
`

// skipLibCheck as every app template has it (mipd's own .d.ts fail under node16 otherwise); the
// script checks instead that the types it uses did resolve (an unresolved import is \`any\`).
const compilerOptions = { target: "es2022", strict: true, skipLibCheck: true, types: ["node"], lib: ["es2022", "dom"] }

const files = {
  "package.json": json({ name: "node-app", private: true, type: "module" }),
  "src/check-balance.ts": script,
  ...siwxFiles,
  "tsconfig.node16.json": json({
    compilerOptions: {
      ...compilerOptions,
      module: "node16",
      moduleResolution: "node16",
      outDir: "dist",
      rootDir: "src"
    },
    include: ["src"]
  }),
  "tsconfig.node.json": json({
    compilerOptions: { ...compilerOptions, module: "esnext", moduleResolution: "node", noEmit: true },
    include: ["src"]
  })
}

/**
 * Steps of the Node check; `world` gives the chain's RPC, the data API and a funded key; the
 * compiled script runs on the running Node and on each of `nodes` ({ binary, version }); the
 * sign-in server and its client on the running Node.
 */
export const nodeApp = async ({ parent, tarballs, world, step, nodes = [] }) => {
  const appDir = join(parent, "node-app")
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(join(appDir, file, ".."), { recursive: true })
    writeFileSync(join(appDir, file), source)
  }
  await step("node: npm install (tarballs + registry)", async () => {
    await installInto(appDir, [tarballs.core, tarballs.database, tarballs["siwx-server"]])
    await installInto(appDir, ["typescript@latest", "typescript5@npm:typescript@5", "@types/node@20"], { dev: true })
  })
  await step("node: nothing of the monorepo reachable", () =>
    assertIsolated(appDir, ["@gangway/core", "@gangway/siwx-server", "@gangway/database", "viem", "effect"])
  )
  await step('node: tsc, moduleResolution "node16" (emits)', () =>
    run(join(appDir, "node_modules/typescript/bin/tsc"), ["-p", "tsconfig.node16.json"], { cwd: appDir })
  )
  await step('node: tsc 5, moduleResolution "node" (types/main)', () =>
    run(join(appDir, "node_modules/typescript5/bin/tsc"), ["-p", "tsconfig.node.json"], { cwd: appDir })
  )
  const reads = (label, nodeBinary) =>
    step(`${label}: the script reads the balance from the local chain`, async () => {
      const output = await run(nodeBinary, ["dist/check-balance.js", world.rpcUrl, world.apiUrl, world.privateKey], {
        cwd: appDir,
        timeoutMs: 60_000
      })
      const printed = JSON.parse(output.trim().split("\n").at(-1))
      const expected = await world.balanceOf(world.address)
      if (printed.address?.toLowerCase() !== world.address.toLowerCase())
        throw new Error(`connected ${printed.address}, expected ${world.address}`)
      if (printed.balance !== expected) throw new Error(`read balance ${printed.balance}, the chain says ${expected}`)
      return printed
    })
  const result = await reads(`node on Node ${process.versions.node}`, process.execPath)
  for (const line of nodes) await reads(`node on Node ${line.version.slice(1)}`, line.binary).catch(() => undefined)
  await siwxSteps({ appDir, world, step, label: "node" })
  return result
}
