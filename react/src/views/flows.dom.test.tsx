// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { renderWithClient, testClient } from "../../test/helpers.js"
import { QrCode } from "./connecting/qr-code.js"

const api = "https://api.gangway.test"
const directory = "https://directory.gangway.test"
const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

const allWallets = Array.from({ length: 100 }, (_, index) => ({
  id: `wallet-${index}`,
  name: index === 0 ? "Harbor Wallet" : `Wallet ${index}`,
  image_id: `image-${index}`,
  rdns: null
}))
const directoryRequests: URL[] = []

const server = setupServer(
  http.get(`${directory}/getWallets`, ({ request }) => {
    const url = new URL(request.url)
    directoryRequests.push(url)
    const search = url.searchParams.get("search")?.toLowerCase()
    const page = Number(url.searchParams.get("page"))
    const entries = Number(url.searchParams.get("entries"))
    const matching = search === undefined ? allWallets : allWallets.filter((wallet) => wallet.name.toLowerCase().includes(search))
    return HttpResponse.json({ count: matching.length, data: matching.slice((page - 1) * entries, page * entries) })
  }),
  http.get(`${directory}/getWalletImage/:id`, () => new HttpResponse("<svg/>", { headers: { "content-type": "image/svg+xml" } })),
  http.get(`${api}/v1/supported-chains`, () => HttpResponse.json({ http: ["eip155:31337"], ws: [] })),
  http.get(`${api}/v1/identity/:address`, () => HttpResponse.json({ name: "ada.reown.id", avatar: null })),
  http.get(`${api}/v1/account/:address/balance`, () =>
    HttpResponse.json({
      balances: [{ name: "Ether", symbol: "ETH", chainId: "eip155:31337", value: 30000000, price: 3000, quantity: { decimals: "18", numeric: "10000.123456" } }]
    })
  ),
  http.post(`${api}/analytics/e`, () => new HttpResponse(null))
)

beforeAll(() => server.listen({ onUnhandledRequest: "bypass" }))
afterEach(() => {
  server.resetHandlers()
  directoryRequests.length = 0
})
afterAll(() => server.close())

const directoryClient = () =>
  testClient({
    projectId: "test-project",
    apiUrls: { dataApi: api, walletDirectory: directory, analytics: `${api}/analytics` },
    features: { analytics: false }
  })

/** jsdom has no IntersectionObserver: this one reports every observed node as in view, on demand. */
const observers = new Set<(entries: Array<{ isIntersecting: boolean }>) => void>()
class InViewObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    observers.add(this.callback)
  }
  disconnect() {
    observers.delete(this.callback)
  }
}
const scrollToEnd = () => {
  for (const notify of [...observers]) notify([{ isIntersecting: true }])
}

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
    const { client } = renderWithClient(null, directoryClient())
    await act(() => client.open({ view: "AllWallets" }))
    await waitFor(() => expect(screen.getAllByRole("listitem").filter((item) => item.querySelector("[data-wallet-id]"))).toHaveLength(40), {
      // The core waits for the page's first images (jsdom never loads them: 2 s each at most).
      timeout: 5000
    })
    expect(screen.getByText("40 of 100 wallets")).toBeTruthy()
    expect(directoryRequests[0]?.searchParams.get("entries")).toBe("40")

    await act(async () => scrollToEnd())
    await screen.findByText("80 of 100 wallets", undefined, { timeout: 5000 })
    expect(directoryRequests.map((url) => url.searchParams.get("page"))).toEqual(["1", "2"])
  })

  it("searches after the typing settles, and says when nothing matches", async () => {
    const { client } = renderWithClient(null, directoryClient())
    await act(() => client.open({ view: "AllWallets" }))
    const input = await screen.findByRole("searchbox", { name: "Search wallets" })
    fireEvent.change(input, { target: { value: "harb" } })
    fireEvent.change(input, { target: { value: "harbor" } })
    await screen.findByRole("button", { name: "Harbor Wallet" }, { timeout: 3000 })
    // One search for the settled query, of 100 entries.
    const searches = directoryRequests.filter((url) => url.searchParams.has("search"))
    expect(searches.map((url) => [url.searchParams.get("search"), url.searchParams.get("entries")])).toEqual([["harbor", "100"]])

    fireEvent.change(input, { target: { value: "nothing like it" } })
    await screen.findByText("No wallet found", undefined, { timeout: 3000 })
  })

  it("opens WalletConnect pairing for a wallet that is not installed", async () => {
    const { client } = renderWithClient(null, directoryClient())
    await act(() => client.open({ view: "AllWallets" }))
    fireEvent.change(await screen.findByRole("searchbox", { name: "Search wallets" }), { target: { value: "harbor" } })
    const wallet = await screen.findByRole("button", { name: "Harbor Wallet" }, { timeout: 3000 })
    await act(async () => fireEvent.click(wallet))
    expect(client.getState().router.view).toBe("ConnectingWalletConnect")
    expect(client.getState().router.data?.wallet?.name).toBe("Harbor Wallet")
  })
})

describe("the Account view", () => {
  /** A browser wallet that connects at once, on the local chain. */
  const announceWallet = () => {
    const provider = {
      request: async ({ method }: { method: string }) => {
        if (method === "eth_requestAccounts" || method === "eth_accounts") return [address]
        if (method === "eth_chainId") return "0x7a69"
        return null
      },
      on: () => {},
      removeListener: () => {}
    }
    const info = { uuid: "4b6a5f0e-8a6b-4c1e-9a0f-000000000002", name: "Test Wallet", icon: "data:image/svg+xml,<svg/>", rdns: "dev.gangway.test" }
    window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }))
  }

  it("shows the name, address, balance and wallet, and disconnects", async () => {
    const { client } = renderWithClient(null, directoryClient())
    await act(async () => announceWallet())
    await act(async () => {
      const connector = client.getState().connection.connectors.find((item) => item.name === "Test Wallet")
      await client.connect(connector!.id)
    })
    await act(() => client.open())
    await screen.findByTestId("account-view")
    expect(screen.getByRole("dialog", { name: "Account" })).toBeTruthy()
    await screen.findByText("10000.123 ETH")
    expect(screen.getByTestId("account-name").textContent).toContain("ada.reown.id")
    expect(screen.getByText(new RegExp(address, "i"))).toBeTruthy()
    expect(screen.getByText("Connected with Test Wallet")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Copy address" }).getAttribute("data-copy-value")?.toLowerCase()).toBe(address.toLowerCase())

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Disconnect" })))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(client.getState().connection.status).toBe("disconnected")
  })
})
