// Before the client loads, the Connect view lists the page's Polkadot extensions (window.injectedWeb3)
// beside the EIP-6963 wallets, named and grouped as the client will: only when the dApp has a Polkadot network.
import { localChain, westend, type CreateGangwayOptions, type GangwayClient } from "@gangway/core"
import {
  announceProvider,
  createPolkadotTestWallet,
  createTestWallet,
  POLKADOT_EXTENSION_KEY,
  TEST_WALLET_INFO
} from "@gangway/fixtures"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { testClient, worldOptions } from "../test/helpers.js"
import { setUpLocalWorld } from "../test/local-world.js"
import { ConnectButton, GangwayProvider } from "./index.js"

const { world, announced } = setUpLocalWorld()
type Page = Window & { injectedWeb3?: Record<string, unknown> }
let extensions: Record<string, unknown> = {}

beforeAll(async () => {
  announced(1)
  // Talisman is an EVM wallet too: its EIP-6963 side and its extension are one wallet.
  announceProvider(window, createTestWallet({ rpcUrl: world().chain.rpcUrl, accountIndex: 3 }), crypto.randomUUID(), {
    name: "Talisman",
    rdns: "xyz.talisman"
  })
  extensions = {
    [POLKADOT_EXTENSION_KEY]: (await createPolkadotTestWallet()).extension,
    talisman: (await createPolkadotTestWallet({ accountIndex: 1 })).extension,
    // An extension of no EVM wallet, listed under its key made readable ("Harbor Signer").
    "harbor-signer": (await createPolkadotTestWallet({ accountIndex: 2 })).extension,
    "not-an-extension": { version: "1.0.0" }
  }
})
afterEach(() => delete (window as Page).injectedWeb3)

const withPolkadot = (): CreateGangwayOptions => ({
  ...worldOptions(world()),
  networks: [localChain(world().chain.rpcUrl), westend]
})

const openBeforeTheClient = async (options: CreateGangwayOptions) => {
  let release: (client: GangwayClient) => void = () => {}
  const load = vi.fn(() => new Promise<GangwayClient>((resolve) => (release = resolve)))
  render(
    <GangwayProvider load={load} options={options}>
      <ConnectButton />
    </GangwayProvider>
  )
  act(() => screen.getByRole("button", { name: "Connect wallet" }).click())
  // The modal's shell is a chunk of its own: the dialog appears once it has loaded.
  const dialog = await screen.findByRole("dialog", { name: "Connect a wallet" })
  return { dialog, release: (client: GangwayClient) => act(async () => release(client)) }
}

const rowNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole("button")
    .map((button) => button.getAttribute("aria-label") ?? button.textContent ?? "")
    .filter((name) => /Gangway Test Wallet|Harbor Signer|Talisman|not-an-extension/.test(name))
    .sort()

describe("Polkadot extensions before the client loads", () => {
  it("a dApp with a Polkadot network lists them by name, Talisman's two sides once, and the client lists the same rows", async () => {
    ;(window as Page).injectedWeb3 = { ...extensions }
    const options = withPolkadot()
    const { dialog, release } = await openBeforeTheClient(options)
    // The EIP-6963 wallets come first; the extensions once their small chunk is here.
    await waitFor(() => {
      expect(within(dialog).getByRole("button", { name: /Harbor Signer/ })).toBeTruthy()
      expect(within(dialog).getAllByRole("button", { name: /Talisman/ })).toHaveLength(1)
    })
    expect(within(dialog).queryByRole("button", { name: /not-an-extension/ })).toBeNull()
    expect(within(dialog).getAllByRole("button", { name: new RegExp(TEST_WALLET_INFO.name) })).toHaveLength(1)
    const before = rowNames(dialog)

    const client = testClient(options)
    await release(client)
    await waitFor(() =>
      expect(
        client
          .getState()
          .connection.connectors.some(
            (connector) => connector.id === "injected-web3:talisman" || connector.chains?.includes("polkadot")
          )
      ).toBe(true)
    )
    expect(rowNames(screen.getByRole("dialog", { name: "Connect a wallet" }))).toEqual(before)
  })

  it("an extension that injects itself after the page's scripts is listed at load", async () => {
    const { dialog } = await openBeforeTheClient(withPolkadot())
    await within(dialog).findByRole("button", { name: new RegExp(TEST_WALLET_INFO.name) })
    expect(within(dialog).queryByRole("button", { name: /Harbor Signer/ })).toBeNull()
    ;(window as Page).injectedWeb3 = { "harbor-signer": extensions["harbor-signer"] }
    act(() => void window.dispatchEvent(new Event("load")))
    await within(dialog).findByRole("button", { name: /Harbor Signer/ })
  })

  it("an EVM-only dApp does not list them", async () => {
    ;(window as Page).injectedWeb3 = { ...extensions }
    const { dialog } = await openBeforeTheClient(worldOptions(world()))
    await within(dialog).findByRole("button", { name: new RegExp(TEST_WALLET_INFO.name) })
    expect(within(dialog).queryByRole("button", { name: /Harbor Signer/ })).toBeNull()
    expect(within(dialog).getAllByRole("button", { name: /Talisman/ })).toHaveLength(1)
  })
})
