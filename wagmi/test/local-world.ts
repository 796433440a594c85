/**
 * The local world of the wagmi tests: two anvil chains (31337 and 31338, to switch between),
 * started once per file and stopped after it, and the clients made on them.
 */
import { startChain, type LocalChain } from "@gangway/fixtures"
import { createGangway, type CreateGangwayOptions, type GangwayClient } from "@gangway/core"
import { afterAll, beforeAll } from "vitest"

export interface WagmiWorld {
  readonly first: LocalChain
  readonly second: LocalChain
  /** A Gangway client on both chains (in-memory storage, a desktop page), destroyed after the file. */
  client(overrides?: Partial<CreateGangwayOptions>): GangwayClient
}

export const setUpWagmiWorld = (): WagmiWorld => {
  let chains: readonly [LocalChain, LocalChain] | undefined
  const clients: Array<GangwayClient> = []
  beforeAll(async () => {
    chains = await Promise.all([startChain(), startChain({ chainId: 31338 })])
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.destroy()))
    await Promise.all((chains ?? []).map((chain) => chain.stop()))
  })
  const started = () => {
    if (chains === undefined) throw new Error("setUpWagmiWorld: the chains are not started yet (use them in a test)")
    return chains
  }
  return {
    get first() {
      return started()[0]
    },
    get second() {
      return started()[1]
    },
    client: (overrides = {}) => {
      const [first, second] = started()
      const client = createGangway({
        networks: [first.chain, second.chain],
        storage: "memory",
        platform: { isMobile: false, isTelegram: false, isSafariIos: false },
        ...overrides
      })
      clients.push(client)
      return client
    }
  }
}
