import { afterEach, describe, expect, it } from "vitest"
import { desktop } from "../../test/controllers.js"
import { createGangway, type CreateGangwayOptions, type GangwayClient } from "../client.js"
import { localChain, mainnet } from "../domain/networks.js"
import { initialGangwayState } from "./initial-state.js"

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
      siwx: { required: true }
    }
    const state = initialGangwayState(options)
    expect(state).toEqual(firstState(options))
    expect(state.chains.activeCaipNetwork?.caipNetworkId).toBe("eip155:1")
    expect(state.themeTokens.accent).toBe("#ff5500")
    expect(state.signIn.required).toBe(true)
  })

  it("marks basic (WalletConnect-only) mode in the connection state", () => {
    const options: CreateGangwayOptions = { networks: [mainnet], projectId: "gangway-test", relayUrl: "ws://127.0.0.1:9", basic: true }
    const { connection, ...state } = initialGangwayState(options)
    const { connection: clientConnection, ...clientState } = firstState(options)
    expect(state).toEqual(clientState)
    expect(connection.wcBasic).toBe(true)
    expect(clientConnection.wcBasic).toBe(true)
    expect(initialGangwayState({ networks: [mainnet] }).connection.wcBasic).toBe(false)
  })

  it("leaves out only the connectors a client registers as it starts (WalletConnect)", () => {
    const options: CreateGangwayOptions = { networks: [mainnet], projectId: "gangway-test", relayUrl: "ws://127.0.0.1:9" }
    const { connection, ...state } = initialGangwayState(options)
    const { connection: clientConnection, ...clientState } = firstState(options)
    expect(state).toEqual(clientState)
    expect({ ...connection, connectors: clientConnection.connectors }).toEqual(clientConnection)
    expect(clientConnection.connectors.map((connector) => connector.id)).toContain("walletConnect")
  })
})
