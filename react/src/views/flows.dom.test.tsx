// The QR code, the AllWallets view and the Account view on the local world: the anvil chain, the
// data API answering from its state (with the fixture wallet directory), and the injected test
// wallet with real keys (see vitest.config.ts: *.dom.test.tsx).
import { localChain } from "@gangway/core"
import { DIRECTORY, TEST_WALLET_INFO } from "@gangway/fixtures"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { formatEther } from "viem"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { renderConnected, renderWithClient, worldClient } from "../../test/helpers.js"
import { setUpLocalWorld } from "../../test/local-world.js"
import { formatBalance } from "../internal/format.js"
import { QrCode } from "./connecting/qr-code.js"

const local = setUpLocalWorld()
const { world, announced, reader, registerName, requests } = local

/** The directory's getWallets requests the data API server received in this test. */
const directoryRequests = () => requests().filter((url) => url.pathname.endsWith("/getWallets"))

/**
 * The fixture directory as the AllWallets view asks for it: the wallets on the client's one
 * network (the local chain), in directory order; `search` as the directory matches it.
 */
const listed = (search = "") => {
  const network = localChain(local.chain.rpcUrl).caipNetworkId
  return DIRECTORY.map((entry) => entry.wallet).filter(
    (wallet) => wallet.chains.includes(network) && wallet.name.toLowerCase().includes(search.toLowerCase())
  )
}
/** A generated wallet on the local chain (not the test wallet, which a test may have announced as installed). */
const target = () => listed().find((wallet) => wallet.rdns !== TEST_WALLET_INFO.rdns)!
/** The first word of its name: the search matches it and the other wallets sharing it. */
const searchTerm = () => target().name.split(" ")[0]!.toLowerCase()

/**
 * jsdom has no IntersectionObserver: this one reports the list's end as in view once the test
 * has scrolled there, until the list grows. Like the real one, it also reports at `observe()`,
 * so a sentinel observed after the scroll (the list re-renders) still sees the end.
 */
const observers = new Set<(entries: Array<{ isIntersecting: boolean }>) => void>()
let endReachedAt: number | undefined
const endInView = () => endReachedAt === screen.queryAllByRole("listitem").length
class InViewObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    observers.add(this.callback)
    if (endInView()) this.callback([{ isIntersecting: true }])
  }
  disconnect() {
    observers.delete(this.callback)
  }
}
afterEach(() => {
  endReachedAt = undefined
})
const scrollToEnd = () => {
  endReachedAt = screen.queryAllByRole("listitem").length
  for (const notify of [...observers]) notify([{ isIntersecting: true }])
}
const walletButtons = () => screen.getAllByRole("listitem").filter((item) => item.querySelector("[data-wallet-id]"))

// A page of wallets shows once its first images are preloaded, which jsdom never does: the
// 2 s preload time-out (after the search debounce), more on a machine busy with other test files.
const pageWait = { timeout: 15_000 }

describe("the QR code", () => {
  it("draws the value as an SVG image with an accessible name", () => {
    render(<QrCode value="wc:abc@2?relay-protocol=irn&symKey=00" label="QR code to connect" />)
    const image = screen.getByRole("img", { name: "QR code to connect" })
    expect(image.getAttribute("viewBox")).toMatch(/^0 0 (\d+) \1$/)
    expect(image.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h\d+/)
  })
})

describe("the AllWallets view", () => {
  beforeAll(() => {
    ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = InViewObserver
  })
  afterAll(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
  })

  it("loads 40 wallets a page as the list end comes into view", async () => {
    const total = listed().length
    // Enough wallets on the local chain for two full pages and more.
    expect(total).toBeGreaterThan(80)
    const { client } = renderWithClient(null, worldClient(world()))
    await act(() => client.open({ view: "AllWallets" }))
    await waitFor(() => expect(walletButtons()).toHaveLength(40), pageWait)
    expect(screen.getByText(`40 of ${total} wallets`)).toBeTruthy()
    expect(
      walletButtons().map((item) => item.querySelector("[data-wallet-id]")!.getAttribute("data-wallet-id"))
    ).toEqual(
      listed()
        .slice(0, 40)
        .map((wallet) => wallet.id)
    )
    expect(directoryRequests()[0]?.searchParams.get("entries")).toBe("40")

    await act(async () => scrollToEnd())
    await screen.findByText(`80 of ${total} wallets`, undefined, pageWait)
    expect(directoryRequests().map((url) => url.searchParams.get("page"))).toEqual(["1", "2"])
  })

  it("searches after the typing settles, and says when nothing matches", async () => {
    const term = searchTerm()
    const found = listed(term)
    expect(found.length).toBeGreaterThan(1)
    const { client } = renderWithClient(null, worldClient(world()))
    await act(() => client.open({ view: "AllWallets" }))
    const input = await screen.findByRole("searchbox", { name: "Search wallets" })
    fireEvent.change(input, { target: { value: term.slice(0, 3) } })
    fireEvent.change(input, { target: { value: term } })
    await screen.findByRole("button", { name: target().name }, pageWait)
    expect(
      walletButtons().map((item) => item.querySelector("[data-wallet-id]")!.getAttribute("data-wallet-id"))
    ).toEqual(found.map((wallet) => wallet.id))
    // One search for the settled query, of 100 entries.
    const searches = directoryRequests().filter((url) => url.searchParams.has("search"))
    expect(searches.map((url) => [url.searchParams.get("search"), url.searchParams.get("entries")])).toEqual([
      [term, "100"]
    ])

    fireEvent.change(input, { target: { value: "nothing like it" } })
    expect(listed("nothing like it")).toEqual([])
    await screen.findByText("No wallet found", undefined, pageWait)
  })

  it("opens WalletConnect pairing for a wallet that is not installed", async () => {
    const { name } = target()
    const { client } = renderWithClient(null, worldClient(world()))
    await act(() => client.open({ view: "AllWallets" }))
    fireEvent.change(await screen.findByRole("searchbox", { name: "Search wallets" }), {
      target: { value: searchTerm() }
    })
    const wallet = await screen.findByRole("button", { name }, pageWait)
    await act(async () => fireEvent.click(wallet))
    expect(client.getState().router.view).toBe("ConnectingWalletConnect")
    expect(client.getState().router.data?.wallet?.name).toBe(name)
  })
})

describe("the Account view", () => {
  it("shows the name, address, balance and wallet, and disconnects", async () => {
    await registerName(4, "ada.reown.id")
    const wallet = announced(4)
    const address = wallet.address
    // What the account holds now (the registration's gas spent), as the view writes it.
    const balance = `${formatBalance(formatEther(await reader().getBalance({ address })))} ETH`

    const client = await act(() => renderConnected(world(), wallet))
    await act(() => client.open())
    await screen.findByTestId("account-view")
    expect(screen.getByRole("dialog", { name: "Account" })).toBeTruthy()
    await screen.findByText(balance)
    await waitFor(() => expect(screen.getByTestId("account-name").textContent).toContain("ada.reown.id"))
    expect(screen.getByText(new RegExp(address, "i"))).toBeTruthy()
    expect(screen.getByText(`Connected with ${TEST_WALLET_INFO.name}`)).toBeTruthy()
    expect(screen.getByRole("button", { name: "Copy address" }).getAttribute("data-copy-value")?.toLowerCase()).toBe(
      address.toLowerCase()
    )

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Disconnect" })))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(client.getState().connection.status).toBe("disconnected")
  })
})
