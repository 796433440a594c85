// The benchmark's Gangway page: the baseline page (bench/baseline) with its button
// replaced by Gangway's provider and <ConnectButton>, configured as a dApp would be
// (WalletConnect, data API, directory). The client loads at the first click.
import { localChain, mainnet } from "@gangway/core"
import { ConnectButton, GangwayProvider } from "@gangway/react"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"

const env = import.meta.env
const api = env.VITE_GANGWAY_API_URL
const options = {
  networks: [localChain(env.VITE_GANGWAY_RPC_URL), mainnet],
  metadata: { name: "Gangway benchmark" },
  projectId: env.VITE_GANGWAY_PROJECT_ID,
  relayUrl: env.VITE_GANGWAY_RELAY_URL,
  apiUrls: { dataApi: api, walletDirectory: `${api}/directory`, analytics: `${api}/analytics` },
  sdkFlavor: "react"
}
const load = () => import("./client.js").then((module) => module.createClient(options))

createRoot(document.getElementById("root")).render(
  <StrictMode>
    <GangwayProvider load={load} options={options}>
      <ConnectButton />
    </GangwayProvider>
  </StrictMode>
)
