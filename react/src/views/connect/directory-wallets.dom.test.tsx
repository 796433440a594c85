// The Connect view's directory wallets, All wallets' search and the package's `sv`, on the
// local world: the anvil chain, the data API's wallet directory (answers computed from its
// own list) and the injected test wallet announced through EIP-6963.
import {
  createGangway as createCoreClient,
  StorageKeys,
  WALLET_DIRECTORY,
  type AnalyticsEvent,
  type StorageBackend
} from "@gangway/core"
import { DIRECTORY } from "@gangway/fixtures"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { renderWithClient, testClient, worldOptions } from "../../../test/helpers.js"
import { setUpLocalWorld } from "../../../test/local-world.js"
import { createGangway } from "../../client.js"

const { world, announced, requests } = setUpLocalWorld()

const wallets = DIRECTORY.map((entry) => entry.wallet)
const testWalletEntry = wallets.find((wallet) => wallet.rdns === "dev.gangway.testwallet")!

const storageWith = (entries: Record<string, string>): StorageBackend => {
  const items = new Map(Object.entries(entries))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key)
  }
}

/** The rows of the Connect view's wallet list, as [label, tag] in order. */
const rows = () =>
  within(screen.getByTestId("wallet-list"))
    .getAllByRole("button")
    .map((row) => [
      row.querySelector(".gw-row__label")?.textContent ?? "",
      row.querySelector(".gw-row__end")?.textContent ?? ""
    ])

describe("the Connect view's wallets", () => {
  it("lists recent wallets first (tagged Recent), then installed ones, WalletConnect, featured and recommended, each once", async () => {
    const older = wallets[20]!
    const featured = wallets[30]!
    const storage = storageWith({ [StorageKeys.recentWallets]: JSON.stringify([testWalletEntry, older]) })
    const client = testClient({ ...worldOptions(world()), storage, featuredWalletIds: [older.id, featured.id] })
    renderWithClient(null, client)
    const wallet = await act(async () => announced(1))
    await act(() => client.open())
    await waitFor(() => expect(rows().length).toBe(2 + 1 + 1 + 4 + 1))
    const listed = rows()
    expect(listed.slice(0, 4)).toEqual([
      [testWalletEntry.name, "Recent"],
      [older.name, "Recent"],
      ["WalletConnect", "QR code"],
      [featured.name, ""]
    ])
    expect(listed.at(-1)).toEqual(["All wallets", ""])
    const names = listed.map(([name]) => name)
    expect(new Set(names).size).toBe(names.length)

    // The recent wallet is installed: choosing it asks the browser wallet.
    const spy = vi.spyOn(wallet, "request")
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: new RegExp(`${testWalletEntry.name}.*Recent`) }))
    )
    await waitFor(() => expect(client.getState().chains.chains.eip155?.account.address).toBe(wallet.address))
    expect(spy.mock.calls.map(([args]) => args.method)).toContain("eth_requestAccounts")
  })

  it("lists only the included wallets and never an excluded one", async () => {
    const [kept, dropped] = [wallets[40]!, wallets[41]!]
    const client = testClient({
      ...worldOptions(world()),
      includeWalletIds: [kept.id, dropped.id],
      excludeWalletIds: [dropped.id]
    })
    renderWithClient(null, client)
    await act(() => client.open())
    await screen.findByRole("button", { name: kept.name })
    expect(screen.queryByRole("button", { name: dropped.name })).toBeNull()
  })

  it("a directory wallet not installed leads to its WalletConnect pairing, named", async () => {
    const client = testClient({ ...worldOptions(world()), featuredWalletIds: [wallets[50]!.id] })
    renderWithClient(null, client)
    await act(() => client.open())
    const row = await screen.findByRole("button", { name: wallets[50]!.name })
    await act(async () => fireEvent.click(row))
    expect(client.getState().router).toMatchObject({
      view: "ConnectingWalletConnect",
      data: { wallet: { id: wallets[50]!.id } }
    })
  })
})

describe("All wallets' search", () => {
  it("tracks SEARCH_WALLET with the search text", async () => {
    const client = testClient(worldOptions(world()))
    const heard: Array<AnalyticsEvent> = []
    client.onEvent((event) => heard.push(event))
    renderWithClient(null, client)
    await act(() => client.open({ view: "AllWallets" }))
    fireEvent.change(await screen.findByPlaceholderText("Search wallets"), { target: { value: "Aurora" } })
    await waitFor(() =>
      expect(heard).toEqual([{ event: "SEARCH_WALLET", properties: { badge: "", search: "Aurora" } }])
    )
  })
})

describe("the SDK flavour the directory sees", () => {
  const directoryCalls = () => requests().filter((url) => url.pathname.endsWith("/getWallets"))

  it("the React package's createGangway reports react and lists the wallets a core build leaves out", async () => {
    const client = createGangway({ ...worldOptions(world()), storage: "memory" })
    try {
      await client.walletDirectory.getWalletsPage({ page: 1 })
      const [call] = directoryCalls()
      expect(call?.searchParams.get("sv")).toMatch(/^react-\d+\.\d+\.\d+$/)
      expect(call?.searchParams.get("exclude")).toBeNull()
    } finally {
      await client.destroy()
    }
  })

  it("the core's createGangway reports core and leaves out its 3 wallets", async () => {
    const client = createCoreClient({ ...worldOptions(world()), storage: "memory" })
    try {
      await client.walletDirectory.getWalletsPage({ page: 1 })
      const [call] = directoryCalls()
      expect(call?.searchParams.get("sv")).toMatch(/^core-/)
      expect(call?.searchParams.get("exclude")?.split(",")).toEqual([...WALLET_DIRECTORY.excludedForCoreSdk])
    } finally {
      await client.destroy()
    }
  })
})
