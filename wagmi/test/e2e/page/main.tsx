// A small wagmi dApp: its own buttons and wagmi hooks, Gangway's modal to connect.
import { createGangway } from "@gangway/core"
import { GangwayProvider } from "@gangway/react"
import { gangway } from "@gangway/wagmi"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { createRoot } from "react-dom/client"
import { defineChain, parseEther, type Address } from "viem"
import {
  createConfig,
  http,
  useAccount,
  useConnect,
  useSendTransaction,
  useWaitForTransactionReceipt,
  WagmiProvider
} from "wagmi"

declare const __RPC_URL__: string
declare const __RECEIVER__: Address

const chain = defineChain({
  id: 31337,
  name: "Gangway Local",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [__RPC_URL__] } }
})
const themeMode = new URLSearchParams(location.search).get("theme") === "light" ? "light" : "dark"
const client = createGangway({ networks: [chain], metadata: { name: "A wagmi dApp" }, themeMode })
const config = createConfig({
  chains: [chain],
  connectors: [gangway({ client })],
  multiInjectedProviderDiscovery: false,
  transports: { [chain.id]: http(__RPC_URL__) }
})
const queryClient = new QueryClient()

const Dapp = () => {
  const account = useAccount()
  const { connect, connectors } = useConnect()
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  return (
    <main style={{ fontFamily: "system-ui", padding: 24 }}>
      <h1>A wagmi dApp</h1>
      <button type="button" disabled={account.isConnected} onClick={() => connect({ connector: connectors[0]! })}>
        Connect with wagmi
      </button>
      <p data-testid="account" data-status={account.status}>
        {account.status} {account.address}
      </p>
      <button
        type="button"
        disabled={!account.isConnected}
        onClick={() => send.sendTransaction({ to: __RECEIVER__, value: parseEther("0.2") })}
      >
        Send 0.2 ETH
      </button>
      <p data-testid="receipt" data-status={receipt.data?.status ?? ""}>
        {send.data ?? ""} {receipt.data?.status ?? ""}
      </p>
    </main>
  )
}

createRoot(document.getElementById("root")!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <GangwayProvider client={client}>
        <Dapp />
      </GangwayProvider>
    </QueryClientProvider>
  </WagmiProvider>
)
