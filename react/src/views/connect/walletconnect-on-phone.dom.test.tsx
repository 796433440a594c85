// WalletConnect on a phone (platform.isMobile), on the local world's wallet directory: the
// generic option leads to the wallets that open here by deep link, not to a code to scan on
// the same screen; the code and its link stay, second, for another device.
import { DIRECTORY } from "@gangway/fixtures"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderWithClient, testClient, worldOptions } from "../../../test/helpers.js"
import { setUpLocalWorld } from "../../../test/local-world.js"

const { world } = setUpLocalWorld()
const wait = { timeout: 10_000 }
const phone = { isMobile: true, isTelegram: false, isSafariIos: true }

const noMobileLink = new Set(
  DIRECTORY.filter((entry) => entry.wallet.mobile_link === null).map((entry) => entry.wallet.id)
)

describe("WalletConnect on a phone", () => {
  it("the WalletConnect row (no 'QR code' tag) opens the wallets with a mobile link, and 'QR code or link for another device' leads to the pairing code", async () => {
    const client = testClient({ ...worldOptions(world()), platform: phone })
    renderWithClient(null, client)
    await act(() => client.open())
    const row = await screen.findByRole("button", { name: /WalletConnect/ }, wait)
    expect(row.textContent).not.toContain("QR code")
    await act(async () => fireEvent.click(row))

    await waitFor(() => expect(client.getState().router.view).toBe("AllWallets"), wait)
    const view = await screen.findByTestId("all-wallets-view", {}, wait)
    within(view).getByText("Wallets that open on this phone")
    // The directory's first page for the local chain, as the view asked for it: its wallets with a mobile link, in order.
    const page = await client.walletDirectory.getWalletsPage({ page: 1, chains: ["eip155:31337"] })
    const opening = page.data.filter((wallet) => !noMobileLink.has(wallet.id)).map((wallet) => wallet.id)
    expect(opening.length).toBeGreaterThan(0)
    expect(opening.length).toBeLessThan(page.data.length)
    const tiles = () =>
      within(view)
        .queryAllByRole("button")
        .flatMap((tile) => tile.getAttribute("data-wallet-id") ?? [])
    await waitFor(() => expect(tiles()).toEqual(opening), wait)
    expect(document.querySelector("[data-wc-uri]")).toBeNull()

    await act(async () =>
      fireEvent.click(within(view).getByRole("button", { name: "QR code or link for another device" }))
    )
    // The code itself needs the relay: the phone e2e (react/test/e2e/phone.test.ts) scans it and copies its link.
    await waitFor(() => expect(client.getState().router.view).toBe("ConnectingWalletConnect"), wait)
    expect(client.getState().router.data?.wallet).toBeUndefined()
    await screen.findByTestId("connecting-walletconnect-view", {}, wait)
  })

  it("on a desktop the same row still leads to the pairing code at once, tagged 'QR code'", async () => {
    const client = testClient(worldOptions(world()))
    renderWithClient(null, client)
    await act(() => client.open())
    const row = await screen.findByRole("button", { name: /WalletConnect/ }, wait)
    expect(row.textContent).toContain("QR code")
    await act(async () => fireEvent.click(row))
    await waitFor(() => expect(client.getState().router.view).toBe("ConnectingWalletConnect"), wait)
    await screen.findByTestId("connecting-walletconnect-view", {}, wait)
  })
})
