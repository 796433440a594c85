// @gangway/wagmi in a plain Node ESM project with @wagmi/core from the registry: the
// connector in wagmi's createConfig; Gangway connects a local signer and wagmi follows
// (watchAccount), then wagmi's getBalance reads the account on the local chain.
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { run } from "./exec.mjs"
import { assertIsolated, installInto } from "./install.mjs"

const json = (value) => `${JSON.stringify(value, null, 2)}\n`

const script = `import { createGangway, localChain } from "@gangway/core"
import { gangway } from "@gangway/wagmi"
import { createConfig, getBalance, http, watchAccount, type GetAccountReturnType } from "@wagmi/core"
import { formatEther } from "viem"
import { foundry } from "viem/chains"

const [rpcUrl, dataApi, privateKey] = process.argv.slice(2) as [string, string, string]
const chain = { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } } as const

const client = createGangway({
  networks: [localChain(rpcUrl)],
  apiUrls: { dataApi },
  features: { analytics: false },
  storage: "memory",
  localSigner: { privateKey }
})
const config = createConfig({
  chains: [chain],
  connectors: [gangway({ client })],
  multiInjectedProviderDiscovery: false,
  transports: { [chain.id]: http(rpcUrl) }
})
try {
  const connected = new Promise<GetAccountReturnType>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("wagmi did not follow Gangway's connection within 20 s")), 20_000)
    const stop = watchAccount(config, {
      onChange(account) {
        if (account.status !== "connected") return
        clearTimeout(timer)
        stop()
        resolve(account)
      }
    })
  })
  await client.connection.connect("local-signer")
  const account = await connected
  const balance = await getBalance(config, { address: account.address! })
  console.log(JSON.stringify({ address: account.address, chainId: account.chainId, balance: formatEther(balance.value) }))
} finally {
  await client.destroy()
}
`

const files = {
  "package.json": json({ name: "wagmi-app", private: true, type: "module" }),
  "src/wagmi-balance.ts": script,
  "tsconfig.json": json({
    compilerOptions: {
      target: "es2022",
      module: "node16",
      moduleResolution: "node16",
      strict: true,
      skipLibCheck: true,
      types: ["node"],
      lib: ["es2022", "dom"],
      outDir: "dist",
      rootDir: "src"
    },
    include: ["src"]
  })
}

/** Steps of the wagmi check against @wagmi/core `major` (2 or 3); `world` as for the Node check. */
export const wagmiApp = async ({ parent, tarballs, world, step, major }) => {
  const appDir = join(parent, `wagmi${major}-app`)
  const label = `wagmi ${major}`
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(join(appDir, file, ".."), { recursive: true })
    writeFileSync(join(appDir, file), source)
  }
  await step(`${label}: npm install (tarballs + @wagmi/core@${major})`, async () => {
    await installInto(appDir, [tarballs.core, tarballs.wagmi, `@wagmi/core@${major}`, "viem@2"])
    await installInto(appDir, ["typescript@latest", "@types/node@20"], { dev: true })
  })
  await step(`${label}: nothing of the monorepo reachable`, () =>
    assertIsolated(appDir, ["@gangway/core", "@gangway/wagmi", "@wagmi/core", "viem"])
  )
  await step(`${label}: tsc, moduleResolution "node16" (emits)`, () =>
    run(join(appDir, "node_modules/typescript/bin/tsc"), ["-p", "tsconfig.json"], { cwd: appDir })
  )
  return step(`${label}: Gangway connects, wagmi follows and reads the balance`, async () => {
    const output = await run("node", ["dist/wagmi-balance.js", world.rpcUrl, world.apiUrl, world.privateKey], {
      cwd: appDir,
      timeoutMs: 60_000
    })
    const printed = JSON.parse(output.trim().split("\n").at(-1))
    const expected = await world.balanceOf(world.address)
    if (printed.address?.toLowerCase() !== world.address.toLowerCase())
      throw new Error(`wagmi's account ${printed.address}, expected ${world.address}`)
    if (printed.chainId !== 31337) throw new Error(`wagmi's chain ${printed.chainId}, expected 31337`)
    if (printed.balance !== expected) throw new Error(`wagmi read ${printed.balance}, the chain says ${expected}`)
    return printed
  })
}
