// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderWithClient } from "../../../test/helpers.js"
import { ConnectButton } from "../../index.js"

const address = "0x70997970c51812dc3a010c7d01b50e20d6dc79c8"

/** A browser wallet as EIP-6963 announces it: answers for one account on the local chain (31337). */
const announceWallet = (answer: (method: string) => unknown = () => undefined) => {
  const calls: string[] = []
  const provider = {
    request: async ({ method }: { method: string }) => {
      calls.push(method)
      const override = answer(method)
      if (override instanceof Error) throw override
      if (method === "eth_requestAccounts" || method === "eth_accounts") return [address]
      if (method === "eth_chainId") return "0x7a69"
      return null
    },
    on: () => {},
    removeListener: () => {}
  }
  const detail = Object.freeze({
    info: { uuid: "4b6a5f0e-8a6b-4c1e-9a0f-000000000001", name: "Test Wallet", icon: "data:image/svg+xml,<svg/>", rdns: "dev.gangway.test" },
    provider
  })
  window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }))
  return calls
}

describe("the wallet list", () => {
  it("lists announced wallets and connects the chosen one", async () => {
    const { client } = renderWithClient(<ConnectButton />)
    await act(() => client.open())
    await screen.findByTestId("connect-view")
    const calls = await act(async () => announceWallet())

    const wallet = await screen.findByRole("button", { name: /Test Wallet/ })
    expect(wallet.textContent).toContain("Installed")
    await act(async () => fireEvent.click(wallet))

    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(calls).toContain("eth_requestAccounts")
    expect(screen.getByRole("button", { name: /0x7099…79c8/ })).toBeTruthy()
  })

  it("asks the wallet on the connecting view, shows its refusal, and asks again on retry", async () => {
    const { client } = renderWithClient(null)
    await act(() => client.open())
    await screen.findByTestId("connect-view")
    let refuse = true
    const calls = await act(async () =>
      announceWallet((method) =>
        method === "eth_requestAccounts" && refuse ? Object.assign(new Error("User rejected the request."), { code: 4001 }) : undefined
      )
    )
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: /Test Wallet/ })))
    expect(client.getState().router.view).toBe("ConnectingExternal")
    expect(screen.getByRole("dialog", { name: "Test Wallet" })).toBeTruthy()
    await screen.findByText("Connection declined")
    expect(client.getState().modal.open).toBe(true)
    expect(calls.filter((method) => method === "eth_requestAccounts")).toHaveLength(1)

    refuse = false
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(calls.filter((method) => method === "eth_requestAccounts")).toHaveLength(2)
  })
})
