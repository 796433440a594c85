import {
  createGangway,
  localChain,
  mainnet,
  solana,
  type CreateGangwayOptions,
  type GangwayClient
} from "@gangway/core"
import type { DataApiServer, LocalChain, TestWallet } from "@gangway/fixtures"
import { cleanup, render, type RenderResult } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach } from "vitest"
import { GangwayProvider } from "../src/index.js"

const clients = new Set<GangwayClient>()

afterEach(async () => {
  cleanup()
  for (const client of clients) await client.destroy()
  clients.clear()
})

/** A client with in-memory storage and a desktop platform, destroyed after the test. */
export const testClient = (options: Partial<CreateGangwayOptions> = {}): GangwayClient => {
  const client = createGangway({
    networks: [localChain("http://127.0.0.1:8545"), mainnet, solana],
    storage: "memory",
    platform: { isMobile: false, isTelegram: false, isSafariIos: false },
    ...options
  })
  clients.add(client)
  return client
}

export const renderWithClient = (ui: ReactNode, client = testClient()): RenderResult & { client: GangwayClient } => ({
  ...render(<GangwayProvider client={client}>{ui}</GangwayProvider>),
  client
})

/** The local world of a test file: the anvil chain and the data API answering from its state. */
export interface LocalWorld {
  readonly chain: LocalChain
  readonly api: DataApiServer
}

/** A client on the local chain whose data API, wallet directory and analytics are the world's. */
export const worldClient = (world: LocalWorld): GangwayClient => testClient(worldOptions(world))

/** The options of `worldClient`: the local chain, the data API and its directory, WalletConnect offered. */
export const worldOptions = ({ chain, api }: LocalWorld): CreateGangwayOptions => ({
  networks: [localChain(chain.rpcUrl)],
  projectId: "gangway-tests",
  apiUrls: { dataApi: api.api.urls.api, walletDirectory: api.api.urls.directory, analytics: api.api.urls.analytics },
  features: { analytics: false }
})

/** The rdns the injected test wallet announces itself with (EIP-6963). */
const TEST_WALLET_RDNS = "dev.gangway.testwallet"

/**
 * Renders `ui` with a world client and connects it through `wallet`, which the
 * test has announced (`announceProvider`). Wallets announced by earlier tests
 * announce again when the client asks; the newest one is the connector.
 */
export const renderConnected = async (
  world: LocalWorld,
  wallet: TestWallet,
  ui: ReactNode = null
): Promise<GangwayClient> => {
  const { client } = renderWithClient(ui, worldClient(world))
  await client.connect(TEST_WALLET_RDNS)
  const address = client.getState().chains.chains.eip155?.account.address
  if (address !== wallet.address)
    throw new Error(`connected ${String(address)}, not the test's wallet ${wallet.address}`)
  return client
}
