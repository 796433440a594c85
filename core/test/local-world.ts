/**
 * The local world of the integration tests: anvil chain(s), and on request the chain-backed
 * data API and the WalletConnect relay, started once per test file and stopped after it.
 */
import {
  createTestWallet,
  createWalletConnectWallet,
  LOCAL_CHAIN_ID,
  startChain,
  startDataApiServer,
  startRelay,
  startSolanaRuntime,
  type DataApi,
  type SolanaRuntime,
  type DataApiServer,
  type LocalChain,
  type Relay,
  type TestWallet,
  type WalletConnectWallet,
  type WalletConnectWalletOptions
} from "@gangway/fixtures"
import { afterAll, beforeAll, expect } from "vitest"
import { createGangway, type CreateGangwayOptions, type GangwayClient } from "../src/client.js"
import { WALLETCONNECT_ID } from "../src/connectors/connector-data.js"
import { localChain } from "../src/domain/networks.js"
import { desktop } from "./controllers.js"

export interface LocalWorldParts {
  /** The chain-backed data API over HTTP (default false). */
  readonly api?: boolean
  /** The loopback WalletConnect relay (default false). */
  readonly relay?: boolean
  /** The local Solana runtime, and the data API's Solana answers from it (default false). */
  readonly solana?: boolean
  /** One chain per id, the first being `chain` (default: only the local chain, 31337). */
  readonly chainIds?: readonly [number, ...Array<number>]
}

/** The data API's base URLs, as `apiUrls` of the client's options. */
interface LocalApiUrls {
  readonly dataApi: string
  readonly walletDirectory: string
  readonly analytics: string
}

export interface LocalWorld {
  /** The first chain. */
  readonly chain: LocalChain
  /** The data API (its recorded events, faults and URLs). */
  readonly api: DataApi
  readonly relay: Relay
  readonly solana: SolanaRuntime
  /** The chain started with this id. */
  chainOf(chainId: number): LocalChain
  /** Registers a client, destroyed after the file's tests; returns it. */
  track<C extends { destroy(): Promise<unknown> }>(client: C): C
  /** The data API's URLs for the client's `apiUrls` option. */
  apiUrls(): LocalApiUrls
  /**
   * A tracked client on the first chain, with the world's data API (when started), in-memory
   * storage and a desktop platform; `overrides` replace any of these.
   */
  client(overrides?: Partial<CreateGangwayOptions>): GangwayClient
  /**
   * A WalletConnect wallet on the world's relay holding the EVM test account `accountIndex` on the
   * first chain (its events forwarded); `more` adds namespaces or replaces any option. Stopped after the file.
   */
  walletConnectWallet(
    accountIndex: number,
    more?: Partial<WalletConnectWalletOptions>
  ): Promise<{ wallet: WalletConnectWallet; testWallet: TestWallet }>
  /** Connects `client` over WalletConnect: the wallet pairs from the URI the client shows, as from its QR code. */
  pairWalletConnect(client: GangwayClient, wallet: Pick<WalletConnectWallet, "pair">): Promise<void>
}

const started = <A>(value: A | undefined, what: string, requested: boolean, option: string): A => {
  if (!requested) throw new Error(`setUpLocalWorld: ${what} was not requested (pass { ${option} })`)
  if (value === undefined)
    throw new Error(`setUpLocalWorld: ${what} is not started yet (use it in a test or a later hook)`)
  return value
}

/**
 * Starts the parts of the local world a test file needs (in `beforeAll`) and stops them in
 * `afterAll`: first every tracked client, then the relay and the data API, then the chains.
 */
export const setUpLocalWorld = (parts: LocalWorldParts = {}): LocalWorld => {
  const chainIds = parts.chainIds ?? [LOCAL_CHAIN_ID]
  let chains: ReadonlyArray<LocalChain> | undefined
  let server: DataApiServer | undefined
  let relay: Relay | undefined
  let solana: SolanaRuntime | undefined
  const clients: Array<{ destroy(): Promise<unknown> }> = []
  const wallets: Array<WalletConnectWallet> = []

  beforeAll(async () => {
    ;[chains, relay, solana] = await Promise.all([
      Promise.all(chainIds.map((chainId) => startChain({ chainId }))),
      parts.relay === true ? startRelay() : undefined,
      parts.solana === true ? startSolanaRuntime() : undefined
    ])
    if (parts.api === true) {
      server = await startDataApiServer({
        rpcUrl: chains[0]!.rpcUrl,
        contracts: chains[0]!.contracts,
        ...(solana === undefined ? {} : { solana: solana.rpcUrl })
      })
    }
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.destroy()))
    await Promise.all(wallets.map((wallet) => wallet.stop()))
    await relay?.stop()
    await server?.stop()
    await solana?.stop()
    await Promise.all((chains ?? []).map((chain) => chain.stop()))
  })

  const chainOf = (chainId: number): LocalChain => {
    const index = chainIds.indexOf(chainId)
    return started(chains?.[index], `chain ${chainId}`, index >= 0, `chainIds: [..., ${chainId}]`)
  }
  const api = (): DataApi => started(server, "the data API", parts.api === true, "api: true").api
  const apiUrls = (): LocalApiUrls => {
    const { urls } = api()
    return { dataApi: urls.api, walletDirectory: urls.directory, analytics: urls.analytics }
  }

  return {
    get chain() {
      return chainOf(chainIds[0])
    },
    get api() {
      return api()
    },
    get relay() {
      return started(relay, "the relay", parts.relay === true, "relay: true")
    },
    get solana() {
      return started(solana, "the Solana runtime", parts.solana === true, "solana: true")
    },
    chainOf,
    track: (client) => {
      clients.push(client)
      return client
    },
    apiUrls,
    client: (overrides = {}) => {
      const client = createGangway({
        networks: [localChain(chainOf(chainIds[0]).rpcUrl)],
        projectId: "gangway-tests",
        ...(parts.api === true ? { apiUrls: apiUrls() } : {}),
        storage: "memory",
        platform: desktop,
        ...overrides
      })
      clients.push(client)
      return client
    },
    walletConnectWallet: async (accountIndex, more = {}) => {
      const rpcUrl = chainOf(chainIds[0]).rpcUrl
      const testWallet = createTestWallet({ rpcUrl, accountIndex })
      const wallet = await createWalletConnectWallet({
        relayUrl: started(relay, "the relay", parts.relay === true, "relay: true").url,
        request: (args) => testWallet.request(args),
        accounts: [testWallet.address],
        chains: [`eip155:${chainIds[0]}`],
        events: testWallet,
        ...more
      })
      wallets.push(wallet)
      return { wallet, testWallet }
    },
    pairWalletConnect: async (client, wallet) => {
      const connecting = client.connect(WALLETCONNECT_ID)
      await expect.poll(() => client.getState().connection.wcUri, { timeout: 10_000 }).toBeDefined()
      await wallet.pair({ uri: client.getState().connection.wcUri! })
      await connecting
    }
  }
}
