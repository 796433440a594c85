// The dApp's directory curation and the Connect view's list, against the local world's
// directory (its answers computed from its own wallet list).
import { DIRECTORY } from "@gangway/fixtures"
import { describe, expect, it, vi } from "vitest"
import type { CreateGangwayOptions } from "../../src/client.js"
import { StorageKeys } from "../../src/domain/storage-keys.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })

const wallets = DIRECTORY.map((entry) => entry.wallet)
const onLocalChain = wallets.filter((wallet) => wallet.chains.includes("eip155:31337"))
const idsOf = (list: ReadonlyArray<{ readonly id: string }>) => list.map((wallet) => wallet.id)

/** Storage holding what an earlier visit left: its recent wallets. */
const storageWith = (entries: Record<string, string>): NonNullable<CreateGangwayOptions["storage"]> => {
  const items = new Map(Object.entries(entries))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key)
  }
}

describe("includeWalletIds and excludeWalletIds", () => {
  it("lists only the included wallets in pages, search and the Connect view", async () => {
    const included = [wallets[5]!, wallets[40]!, wallets[41]!]
    const client = world.client({ includeWalletIds: idsOf(included) })
    const page = await client.walletDirectory.getWalletsPage({ page: 1 })
    expect(idsOf(page.data).sort()).toEqual(idsOf(included).sort())
    expect(page.count).toBe(3)
    const search = await client.walletDirectory.searchWallets({ search: included[1]!.name.split(" ")[0]! })
    expect(idsOf(search.data)).toEqual([included[1]!.id])
    const connect = await client.walletDirectory.connectWallets()
    expect([...connect.featured, ...connect.recommended].every((wallet) => idsOf(included).includes(wallet.id))).toBe(
      true
    )
  })

  it("never lists an excluded wallet, in a page, a search naming it, or as featured", async () => {
    const excluded = wallets[1]!
    const client = world.client({ excludeWalletIds: [excluded.id], featuredWalletIds: [excluded.id, wallets[2]!.id] })
    const page = await client.walletDirectory.getWalletsPage({ page: 1 })
    expect(idsOf(page.data)).not.toContain(excluded.id)
    expect(page.data).toHaveLength(40)
    const search = await client.walletDirectory.searchWallets({ search: excluded.name })
    expect(idsOf(search.data)).not.toContain(excluded.id)
    const connect = await client.walletDirectory.connectWallets()
    expect(idsOf(connect.featured)).toEqual([wallets[2]!.id])
  })

  it("a request naming only wallets outside the included ones finds none", async () => {
    const client = world.client({ includeWalletIds: [wallets[3]!.id] })
    const featured = await client.walletDirectory.getFeaturedWallets({ ids: [wallets[4]!.id] })
    expect(featured).toEqual({ count: 0, data: [] })
  })
})

describe("the Connect view's directory wallets", () => {
  it("shows the featured wallets first in the dApp's order (4 by default), then 4 recommended for the dApp's networks, none twice", async () => {
    const featuredIds = idsOf([wallets[30]!, wallets[7]!, wallets[12]!, wallets[100]!, wallets[200]!])
    // The client's one network is the local chain (eip155:31337).
    const client = world.client({ featuredWalletIds: featuredIds })
    const connect = await client.walletDirectory.connectWallets()
    expect(idsOf(connect.featured)).toEqual(featuredIds.slice(0, 4))
    expect(connect.recommended).toHaveLength(4)
    expect(connect.recommended.every((wallet) => wallet.chains?.includes("eip155:31337"))).toBe(true)
    expect(idsOf(connect.recommended).some((id) => featuredIds.includes(id))).toBe(false)
    expect(connect.recent).toEqual([])
  })

  it("leaves out of featured and recommended the wallets installed in the browser", async () => {
    const installed = onLocalChain[0]!
    const client = world.client({ featuredWalletIds: [installed.id, wallets[9]!.id] })
    const connect = await client.walletDirectory.connectWallets({
      chains: ["eip155:31337"],
      installedRdns: [installed.rdns!]
    })
    expect(idsOf(connect.featured)).toEqual([wallets[9]!.id])
    expect(idsOf(connect.recommended)).not.toContain(installed.id)
    expect(connect.recommended).toHaveLength(4)
  })

  it("lists the recent wallets first and not again as featured or recommended; an excluded one is not shown", async () => {
    const [newest, older, excluded] = [onLocalChain[0]!, wallets[20]!, wallets[21]!]
    const storage = storageWith({ [StorageKeys.recentWallets]: JSON.stringify([newest, older]) })
    const client = world.client({ storage, featuredWalletIds: [older.id, wallets[22]!.id] })
    const connect = await client.walletDirectory.connectWallets({ chains: ["eip155:31337"] })
    expect(idsOf(connect.recent)).toEqual([newest.id, older.id])
    expect(idsOf(connect.featured)).toEqual([wallets[22]!.id])
    expect(idsOf(connect.recommended)).not.toContain(newest.id)

    const curated = world.client({
      storage: storageWith({ [StorageKeys.recentWallets]: JSON.stringify([excluded, older]) }),
      excludeWalletIds: [excluded.id]
    })
    expect(idsOf((await curated.walletDirectory.connectWallets()).recent)).toEqual([older.id])
  })
})

describe("SEARCH_WALLET", () => {
  it("is tracked with the search text when a wallet search runs", async () => {
    world.api.clearRecorded()
    const client = world.client()
    const heard: Array<unknown> = []
    client.onEvent((event) => heard.push(event))
    await client.walletDirectory.searchWallets({ search: "Aurora" })
    expect(heard).toEqual([{ event: "SEARCH_WALLET", properties: { badge: "", search: "Aurora" } }])
    await vi.waitFor(() => expect(world.api.recorded()).toHaveLength(1), { timeout: 10_000 })
    expect(world.api.recorded()[0]?.props).toMatchObject({ event: "SEARCH_WALLET", properties: { search: "Aurora" } })
  })
})
