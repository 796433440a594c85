import { afterEach, describe, expect, it } from "vitest"
import { desktop } from "../../test/controllers.js"
import { createGangway, type CreateGangwayOptions, type GangwayClient } from "../client.js"
import { localChain, mainnet } from "../domain/networks.js"
import { initialGangwayState } from "./initial-state.js"
import { memorySessionStore, siwxLocal } from "../siwx/local.js"

const clients: Array<GangwayClient> = []
const firstState = (options: CreateGangwayOptions) => {
  const client = createGangway({ storage: "memory", platform: desktop, ...options })
  clients.push(client)
  return client.getState()
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.destroy()))
})

describe("initialGangwayState", () => {
  it("is the state a client starts with", () => {
    const options: CreateGangwayOptions = { networks: [localChain("http://127.0.0.1:8545"), mainnet] }
    expect(initialGangwayState(options)).toEqual(firstState(options))
  })

  it("follows the theme, the default network and required sign-in", () => {
    const options: CreateGangwayOptions = {
      networks: [localChain("http://127.0.0.1:8545"), mainnet],
      defaultNetwork: mainnet,
      themeMode: "light",
      themeVariables: { accent: "#ff5500", borderRadius: "4px" },
      siwx: siwxLocal({ required: true, storage: memorySessionStore() })
    }
    const state = initialGangwayState(options)
    expect(state).toEqual(firstState(options))
    expect(state.chains.activeCaipNetwork?.caipNetworkId).toBe("eip155:1")
    expect(state.themeTokens.variables.accent).toBe("#ff5500")
    expect(state.signIn.required).toBe(true)
  })

  it("marks basic (WalletConnect-only) mode in the connection state", () => {
    const options: CreateGangwayOptions = {
      networks: [mainnet],
      projectId: "gangway-test",
      relayUrl: "ws://127.0.0.1:9",
      basic: true
    }
    const state = initialGangwayState(options)
    expect(state).toEqual(firstState(options))
    expect(state.connection.wcBasic).toBe(true)
    expect(initialGangwayState({ networks: [mainnet] }).connection.wcBasic).toBe(false)
  })

  it("lists the connectors a client registers as it starts: its local signer and WalletConnect", () => {
    const withWalletConnect: CreateGangwayOptions = {
      networks: [mainnet],
      projectId: "gangway-test",
      relayUrl: "ws://127.0.0.1:9"
    }
    expect(initialGangwayState(withWalletConnect)).toEqual(firstState(withWalletConnect))
    expect(initialGangwayState(withWalletConnect).connection.connectors.map((connector) => connector.id)).toEqual([
      "walletConnect"
    ])

    const withBoth: CreateGangwayOptions = { ...withWalletConnect, localSigner: { privateKey: `0x${"11".repeat(32)}` } }
    expect(initialGangwayState(withBoth)).toEqual(firstState(withBoth))
    expect(initialGangwayState(withBoth).connection.connectors.map((connector) => connector.id)).toEqual([
      "local-signer",
      "walletConnect"
    ])
    expect(initialGangwayState({ networks: [mainnet] }).connection.connectors).toEqual([])
  })
})
