import { describe, expect, it, vi } from "vitest"
import type { CreateGangwayOptions } from "../../src/client.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })

const make = (overrides: Partial<CreateGangwayOptions> = {}) =>
  world.client({ localSigner: { privateKey: world.chain.accounts[2]!.privateKey }, ...overrides })

describe("the client's HTTP services", () => {
  it("reads balances from the configured data API, as the chain holds them", async () => {
    const holder = world.chain.accounts[3]!.address
    const balances = await make().dataApi.getBalance({ address: holder, caipNetworkId: "eip155:31337" })
    expect(balances.map((balance) => balance.symbol).sort()).toEqual(["ETH", "GWT", "USDT"])
  })

  it("pages the configured wallet directory 40 at a time", async () => {
    const page = await make().walletDirectory.getWalletsPage({ page: 1 })
    expect(page.data).toHaveLength(40)
    expect(page.count).toBeGreaterThanOrEqual(300)
  })

  it("without a projectId the hosted data API is refused with a clear typed error, and no request leaves", async () => {
    const client = make({ projectId: undefined, apiUrls: undefined })
    await expect(
      client.dataApi.getIdentity({ address: world.chain.accounts[0]!.address, caipNetworkId: "eip155:1" })
    ).rejects.toMatchObject({ _tag: "ProjectIdRequired" })
  })

  it("reports connects and disconnects to analytics, with the project and address", async () => {
    world.api.clearRecorded()
    const client = make()
    await client.connect("local-signer")
    await client.disconnect()
    await vi.waitFor(() => expect(world.api.recorded()).toHaveLength(2), { timeout: 10_000 })
    const [connected, disconnected] = world.api.recorded()
    expect(connected).toMatchObject({
      projectId: "gangway-tests",
      st: "gangway",
      sv: expect.stringMatching(/^core-\d+\.\d+\.\d+$/),
      props: { type: "track", event: "CONNECT_SUCCESS", properties: { method: "injected", name: "Local signer" } }
    })
    expect(connected?.props.address).toBe(world.chain.accounts[2]!.address)
    expect(disconnected?.props).toMatchObject({ event: "DISCONNECT_SUCCESS" })
  })

  it("sends nothing when analytics is turned off", async () => {
    world.api.clearRecorded()
    const client = make({ features: { analytics: false } })
    await client.connect("local-signer")
    await client.disconnect()
    // The next client's event proves the service was reachable meanwhile.
    const witness = make()
    await witness.connect("local-signer")
    await vi.waitFor(() => expect(world.api.recorded()).toHaveLength(1), { timeout: 10_000 })
    expect(world.api.recorded()[0]?.props).toMatchObject({ event: "CONNECT_SUCCESS" })
  })

  it("tells the dApp every tracked event through onEvent, also with analytics off", async () => {
    const client = make({ features: { analytics: false } })
    const heard: Array<string> = []
    const stop = client.onEvent((event, address) => heard.push(`${event.event} ${address}`))
    await client.connect("local-signer")
    await client.disconnect()
    stop()
    await client.connect("local-signer")
    const address = world.chain.accounts[2]!.address
    expect(heard).toEqual([`CONNECT_SUCCESS ${address}`, `DISCONNECT_SUCCESS ${address}`])
  })

  it("shows 'Invalid App Configuration' once when analytics refuses the project", async () => {
    const client = make({ projectId: "forbidden" })
    const toasts: Array<string> = []
    client.subscribe(
      (state) => state.toast,
      (toast) => {
        if (toast.open) toasts.push(`${toast.variant}: ${toast.message}`)
      }
    )
    await client.connect("local-signer")
    // 403 is retryable under the HTTP policy: three retries (150, 300, 600 ms) come first.
    await vi.waitFor(() => expect(toasts).toEqual(["error: Invalid App Configuration"]), { timeout: 10_000 })
    await client.disconnect()
    await client.connect("local-signer")
    expect(toasts).toEqual(["error: Invalid App Configuration"])
  })
})
