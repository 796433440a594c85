/**
 * The local world of a React test file: the anvil chain and the data API answering from
 * its state, started once per file, with the helpers the tests act through.
 */
import {
  announceProvider,
  createLocalSigner,
  createTestWallet,
  nameRegistryAbi,
  startChain,
  startDataApiServer,
  type DataApiServer,
  type LocalChain,
  type LocalSigner,
  type TestWallet
} from "@gangway/fixtures"
import { http } from "msw"
import { erc20Abi, type Address, type Hash, type Hex, type TransactionReceipt } from "viem"
import { afterAll, beforeAll, beforeEach } from "vitest"
import type { LocalWorld } from "./helpers.js"

/** What `setUpLocalWorld` hands a test file. */
export interface ReactLocalWorld {
  readonly chain: LocalChain
  readonly api: DataApiServer
  /** The chain and data API, as `renderConnected` takes them. */
  world(): LocalWorld
  /** Signs as funded account `index`, outside the widget. */
  signer(index: number): LocalSigner
  reader(): LocalSigner["publicClient"]
  mined(hash: Hash): Promise<TransactionReceipt>
  /** The injected test wallet for one of the mnemonic's funded accounts (0–9) or a key of its own, announced (EIP-6963). */
  announced(who: number | Hex): TestWallet
  /** `owner`'s balance of the ERC20 `token`, read from the chain. */
  tokenOf(token: Address, owner: Address): Promise<bigint>
  /** Funded account `owner` registers `name` in the name registry. */
  registerName(owner: number, name: string): Promise<TransactionReceipt>
  /** The requests the data API server (data API, directory, analytics) received in this test, oldest first. */
  requests(): readonly URL[]
}

export const setUpLocalWorld = (): ReactLocalWorld => {
  let chain: LocalChain | undefined
  let api: DataApiServer | undefined
  const received: URL[] = []
  beforeAll(async () => {
    chain = await startChain()
    api = await startDataApiServer({
      rpcUrl: chain.rpcUrl,
      contracts: chain.contracts,
      // Served first: notes every request and answers none, so the data API's own handlers answer it.
      extraHandlers: () => [
        http.all("*", ({ request }) => {
          received.push(new URL(request.url))
        })
      ]
    })
  })
  beforeEach(() => {
    received.length = 0
  })
  afterAll(async () => {
    await api?.stop()
    await chain?.stop()
  })
  const started = (): LocalWorld => {
    if (chain === undefined || api === undefined)
      throw new Error("setUpLocalWorld: the world starts in beforeAll; use it in a test")
    return { chain, api }
  }
  const signer = (index: number) => {
    const { chain } = started()
    return createLocalSigner({ rpcUrl: chain.rpcUrl, privateKey: chain.accounts[index]!.privateKey })
  }
  const reader = () => signer(0).publicClient
  const mined = (hash: Hash) => reader().waitForTransactionReceipt({ hash, pollingInterval: 20 })

  return {
    get chain() {
      return started().chain
    },
    get api() {
      return started().api
    },
    world: started,
    signer,
    reader,
    mined,
    announced: (who: number | Hex): TestWallet => {
      const { rpcUrl } = started().chain
      const wallet = createTestWallet(
        typeof who === "number" ? { rpcUrl, accountIndex: who } : { rpcUrl, privateKey: who }
      )
      announceProvider(window, wallet, crypto.randomUUID())
      return wallet
    },
    tokenOf: (token: Address, owner: Address) =>
      reader().readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] }),
    registerName: async (owner: number, name: string) =>
      mined(
        await signer(owner).walletClient.writeContract({
          address: started().chain.contracts.names,
          abi: nameRegistryAbi,
          functionName: "register",
          args: [name]
        })
      ),
    requests: () => [...received]
  }
}
