import { afterEach } from "vitest"
import { createGangway, type CreateGangwayOptions, type GangwayClient } from "../src/client.js"
import { localChain, mainnet } from "../src/domain/networks.js"
import { desktop } from "./controllers.js"

/**
 * Clients on the local chain and mainnet with nothing behind them (no chain, no wallet), in
 * memory, on a desktop; each is destroyed after its test.
 */
export const setUpOfflineClients = () => {
  const clients: Array<GangwayClient> = []
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.destroy()))
  })
  return (overrides: Partial<CreateGangwayOptions> = {}): GangwayClient => {
    const client = createGangway({
      networks: [localChain("http://127.0.0.1:8545"), mainnet],
      storage: "memory",
      platform: desktop,
      ...overrides
    })
    clients.push(client)
    return client
  }
}
