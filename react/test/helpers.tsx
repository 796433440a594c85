import { createGangway, localChain, mainnet, solana, type CreateGangwayOptions, type GangwayClient } from "@gangway/core"
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
