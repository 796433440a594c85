// A wagmi 2 React app as RainbowKit's examples are (wagmi 2, @tanstack/react-query, viem) moved
// to Gangway by docs/wagmi.md: a Vite react-ts app, the docs' wagmi 2 install line at the floor
// of the packages' peer ranges (viem 2.15.0, @wagmi/core 2.16 with its wagmi 2.14; the latest
// wagmi 2 itself imports viem actions 2.15 lacks, e.g. getCallsStatus), the docs' App (wagmi's
// createConfig with Gangway's connector, WagmiProvider > QueryClientProvider > GangwayProvider),
// then the template's own build: `tsc -b` (moduleResolution "bundler") and `vite build`.
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { run } from "./exec.mjs"
import { assertIsolated, installInto } from "./install.mjs"
import { createViteApp } from "./vite-app.mjs"

/** The lowest viem the packages' `peerDependencies` admit (`^2.15.0`): the check installs exactly this. */
const LOWEST_VIEM = "2.15.0"
/** The lowest @wagmi/core @gangway/wagmi admits (`^2.16.0`), and the wagmi 2 minor built on it. */
const LOWEST_WAGMI_CORE = "2.16"
const ITS_WAGMI = "2.14"

const app = `import { GangwayProvider } from "@gangway/react"
import { createGangway } from "@gangway/react/client"
import { gangway } from "@gangway/wagmi"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { mainnet, sepolia } from "viem/chains"
import { createConfig, http, useAccount, useConnect, WagmiProvider } from "wagmi"

const client = createGangway({ networks: [mainnet, sepolia], projectId: "gangway-consumer-test" })

const config = createConfig({
  chains: [mainnet, sepolia],
  connectors: [gangway({ client })],
  multiInjectedProviderDiscovery: false,
  transports: { [mainnet.id]: http(), [sepolia.id]: http() }
})
const queryClient = new QueryClient()

export default function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <GangwayProvider client={client}>
          <Dapp />
        </GangwayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function Dapp() {
  const { address, isConnected } = useAccount()
  const { connect, connectors } = useConnect()
  return isConnected ? <p>{address}</p> : <button onClick={() => connect({ connector: connectors[0]! })}>Connect</button>
}
`

const installedVersion = (appDir, name) =>
  JSON.parse(readFileSync(join(appDir, "node_modules", name, "package.json"), "utf8")).version

/** Steps of the wagmi 2 React app; `tarballs`: { core, react, wagmi }. Resolves with the versions it built with. */
export const wagmiReactApp = async ({ parent, tarballs, step }) => {
  const label = `wagmi ${ITS_WAGMI} React app, viem ${LOWEST_VIEM}`
  const appDir = await step(`${label}: npm create vite (react-ts)`, () => createViteApp(parent, "wagmi2-react-app"))
  writeFileSync(join(appDir, "src", "App.tsx"), app)
  // docs/wagmi.md's wagmi 2 line, viem pinned; plain npm (no --force, no --legacy-peer-deps).
  const versions = await step(`${label}: npm install (docs' wagmi 2 line)`, async () => {
    await installInto(appDir, [
      tarballs.core,
      tarballs.react,
      tarballs.wagmi,
      `wagmi@${ITS_WAGMI}`,
      `@wagmi/core@${LOWEST_WAGMI_CORE}`,
      `viem@${LOWEST_VIEM}`,
      "@tanstack/react-query"
    ])
    const installed = Object.fromEntries(
      ["viem", "wagmi", "@wagmi/core", "@tanstack/react-query"].map((name) => [name, installedVersion(appDir, name)])
    )
    console.log(
      `  ${label}: ${Object.entries(installed)
        .map(([name, version]) => `${name} ${version}`)
        .join(", ")}`
    )
    if (installed.viem !== LOWEST_VIEM) throw new Error(`npm installed viem ${installed.viem}, not ${LOWEST_VIEM}`)
    return installed
  })
  await step(`${label}: nothing of the monorepo reachable`, () =>
    assertIsolated(appDir, ["@gangway/core", "@gangway/react", "@gangway/wagmi", "wagmi", "viem"])
  )
  await step(`${label}: tsc -b (moduleResolution "bundler")`, () =>
    run(join(appDir, "node_modules/.bin/tsc"), ["-b"], { cwd: appDir })
  )
  await step(`${label}: vite build`, () => run(join(appDir, "node_modules/.bin/vite"), ["build"], { cwd: appDir }))
  return versions
}
