// A browser wallet is asked in the click that chooses it, not once its view's code has loaded
// (a lazy chunk React's Suspense held for ~300 ms). Here that code never arrives: the wallet is
// asked all the same, once, while the modal still shows the view's skeleton.
import type { TestWallet } from "@gangway/fixtures"
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { renderWithClient, worldClient } from "../../../test/helpers.js"
import { setUpLocalWorld } from "../../../test/local-world.js"

vi.mock("../../modal/views.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../modal/views.js")>()
  const { lazyView } = await import("../../modal/lazy-view.js")
  const never = lazyView<object>(() => new Promise(() => undefined))
  return {
    ...actual,
    ConnectingExternalView: never,
    viewComponents: { ...actual.viewComponents, ConnectingExternal: never }
  }
})

const { world, announced } = setUpLocalWorld()

const requestsTo = (wallet: TestWallet) => {
  const spy = vi.spyOn(wallet, "request")
  return () => spy.mock.calls.map(([args]) => args.method)
}

describe("choosing a browser wallet", () => {
  it("asks the wallet at once, before the connecting view's code has loaded, and only once", async () => {
    const { client } = renderWithClient(null, worldClient(world()))
    await act(() => client.open())
    await screen.findByTestId("connect-view")
    const wallet = await act(async () => announced(3))
    const calls = requestsTo(wallet)

    await act(async () => fireEvent.click(await screen.findByRole("button", { name: /Gangway Test Wallet/ })))
    await waitFor(() => expect(client.getState().chains.chains.eip155?.account.address).toBe(wallet.address))
    // The view never rendered: its skeleton was all the modal showed meanwhile.
    expect(screen.queryByTestId("connecting-external-view")).toBeNull()
    expect(calls().filter((method) => method === "eth_requestAccounts")).toHaveLength(1)
  })
})
