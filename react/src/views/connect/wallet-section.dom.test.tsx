// The connect view's wallet list on the local world: the anvil chain, the data API (and its
// wallet directory), and the injected test wallet with real keys, announced through EIP-6963
// (see vitest.config.ts: *.dom.test.tsx).
import type { TestWallet } from "@gangway/fixtures"
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { renderWithClient, worldClient } from "../../../test/helpers.js"
import { setUpLocalWorld } from "../../../test/local-world.js"
import { shortAddress } from "../../internal/format.js"
import { ConnectButton } from "../../index.js"

const { world, announced } = setUpLocalWorld()

/** The name the injected test wallet announces itself with. */
const WALLET_NAME = "Gangway Test Wallet"

/** The methods the dApp asks `wallet`, in order; the wallet answers them itself. */
const requestsTo = (wallet: TestWallet) => {
  const spy = vi.spyOn(wallet, "request")
  return () => spy.mock.calls.map(([args]) => args.method)
}

describe("the wallet list", () => {
  it("lists announced wallets and connects the chosen one", async () => {
    const { client } = renderWithClient(<ConnectButton />, worldClient(world()))
    await act(() => client.open())
    await screen.findByTestId("connect-view")
    const wallet = await act(async () => announced(1))
    const calls = requestsTo(wallet)

    const button = await screen.findByRole("button", { name: new RegExp(WALLET_NAME) })
    expect(button.textContent).toContain("Installed")
    await act(async () => fireEvent.click(button))

    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(calls()).toContain("eth_requestAccounts")
    expect(client.getState().chains.chains.eip155?.account.address).toBe(wallet.address)
    expect(screen.getByRole("button", { name: new RegExp(shortAddress(wallet.address)) })).toBeTruthy()
  })

  it("asks the wallet on the connecting view, shows its refusal, and asks again on retry", async () => {
    const { client } = renderWithClient(null, worldClient(world()))
    await act(() => client.open())
    await screen.findByTestId("connect-view")
    const wallet = await act(async () => announced(2))
    const calls = requestsTo(wallet)
    wallet.behave("connect", "reject")

    await act(async () => fireEvent.click(await screen.findByRole("button", { name: new RegExp(WALLET_NAME) })))
    expect(client.getState().router.view).toBe("ConnectingExternal")
    expect(screen.getByRole("dialog", { name: WALLET_NAME })).toBeTruthy()
    await screen.findByText("Connection declined")
    expect(client.getState().modal.open).toBe(true)
    expect(calls().filter((method) => method === "eth_requestAccounts")).toHaveLength(1)
    expect(wallet.connected).toBe(false)

    wallet.behave("connect", "approve")
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(calls().filter((method) => method === "eth_requestAccounts")).toHaveLength(2)
    expect(client.getState().chains.chains.eip155?.account.address).toBe(wallet.address)
  })
})
