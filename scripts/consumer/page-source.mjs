// The one-button page a dApp writes (docs/react.md, "Loading the client later"): Gangway's
// provider and ConnectButton, the client's code loaded at the first click. The consumer
// test's Vite and Next apps and the bundler bench (Vite, esbuild, webpack) all build these
// same files, written into each app.

// Where a page takes the plain-data helpers (networks) from: a module that does not load
// Effect, so that the first bundle holds only what draws the button.
const CONFIG_ENTRY = "@gangway/core"

/**
 * gangway-options.ts: the options as plain data. `rpcUrl` is the local chain's (the browser
 * checks connect on it); `apiUrl` the data API's. No projectId: WalletConnect is off, the
 * browser wallets stay (the getting-started docs say what a projectId adds).
 */
export const optionsSource = ({
  rpcUrl,
  apiUrl,
  name = "Gangway consumer test"
}) => `import { localChain, mainnet } from "${CONFIG_ENTRY}"
import type { CreateGangwayOptions } from "@gangway/core"

export const gangwayOptions: CreateGangwayOptions = {
  networks: [localChain(${JSON.stringify(rpcUrl)}), mainnet],
  metadata: { name: ${JSON.stringify(name)} },
  apiUrls: { dataApi: ${JSON.stringify(apiUrl)} }
}
`

/**
 * gangway-client.ts: imported only dynamically, so Effect, viem and the services load at the
 * first click. From `@gangway/react/client`, as docs/react.md shows: the client reports itself
 * as the React package (`sv=react-…`).
 */
export const clientSource = () => `import { createGangway } from "@gangway/react/client"
import { gangwayOptions } from "./gangway-options"

export const gangway = createGangway(gangwayOptions)
`

/** The provider with its lazy client; `directive` is "use client" for Next's App Router. */
export const providerSource = ({
  directive = false
} = {}) => `${directive ? '"use client"\n\n' : ""}import { GangwayProvider } from "@gangway/react"
import type { ReactNode } from "react"
import { gangwayOptions } from "./gangway-options"

const load = () => import("./gangway-client").then((module) => module.gangway)

export function Providers({ children }: { children?: ReactNode }) {
  return (
    <GangwayProvider load={load} options={gangwayOptions}>
      {children}
    </GangwayProvider>
  )
}
`

/** The page: one ConnectButton inside the provider. */
const appSource = () => `import { ConnectButton } from "@gangway/react"
import { Providers } from "./providers"

export default function App() {
  return (
    <Providers>
      <main>
        <ConnectButton />
      </main>
    </Providers>
  )
}
`

/** The files above by name, for an app's source folder (extensions as the bundlers resolve them). */
export const pageFiles = (options) => ({
  "gangway-options.ts": optionsSource(options),
  "gangway-client.ts": clientSource(),
  "providers.tsx": providerSource(),
  "App.tsx": appSource()
})
