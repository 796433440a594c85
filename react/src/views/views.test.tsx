// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderWithClient, testClient } from "../../test/helpers.js"

describe("the Connect view", () => {
  it("shows the connect methods in the configured order", async () => {
    const client = testClient({ connectMethodsOrder: ["wallet", "email"], features: { socials: ["github", "x"] } })
    const { client: opened } = renderWithClient(null, client)
    await act(() => opened.open())
    await screen.findByTestId("connect-view")
    const sections = [...document.querySelectorAll("section[data-method]")].map((node) => node.getAttribute("data-method"))
    expect(sections).toEqual(["wallet", "email", "social"])
    expect(screen.getByRole("button", { name: "Continue with GitHub" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Continue with X" })).toBeTruthy()
    // No wallet has announced itself: an empty state, not invented wallets.
    expect(screen.getByTestId("wallets-empty").textContent).toContain("No wallets found")
  })

  it("leaves out email and social login when they are turned off", async () => {
    const { client } = renderWithClient(null, testClient({ features: { email: false, socials: false } }))
    await act(() => client.open())
    await screen.findByTestId("connect-view")
    expect(screen.queryByRole("textbox", { name: "Email address" })).toBeNull()
    expect(document.querySelectorAll("section[data-method]")).toHaveLength(1)
  })

  it("checks the email address with the core's rule", async () => {
    const { client } = renderWithClient(null)
    await act(() => client.open())
    const input = await screen.findByRole("textbox", { name: "Email address" })
    const submit = screen.getByRole("button", { name: "Continue with email" })
    expect(submit.hasAttribute("disabled")).toBe(true)

    fireEvent.change(input, { target: { value: "ada@lovelace" } })
    fireEvent.blur(input)
    expect(input.getAttribute("aria-invalid")).toBe("true")
    const error = document.getElementById(input.getAttribute("aria-describedby") ?? "")
    expect(error?.textContent).toContain("Enter a valid email address")

    fireEvent.change(input, { target: { value: "ada@lovelace.dev" } })
    expect(input.getAttribute("aria-invalid")).toBe("false")
    expect(input.hasAttribute("aria-describedby")).toBe(false)
  })
})

describe("the Networks view", () => {
  it("groups networks by namespace, marks the active one, and switches", async () => {
    const { client } = renderWithClient(null)
    await act(() => client.open({ view: "Networks" }))
    await screen.findByTestId("networks-view")
    expect(screen.getByRole("group", { name: "EVM" })).toBeTruthy()
    expect(screen.getByRole("group", { name: "Solana" })).toBeTruthy()
    const active = screen.getByRole("button", { name: /Gangway Local/ })
    expect(active.getAttribute("aria-current")).toBe("true")
    expect(active.textContent).toContain("Testnet")

    await act(async () => fireEvent.click(screen.getByRole("button", { name: /^Ethereum/ })))
    await waitFor(() => expect(client.getState().chains.activeCaipNetwork?.name).toBe("Ethereum"))
    // Opened straight on Networks: going back after the switch closes the modal.
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
  })

  it("explains an unsupported network and offers the supported ones", async () => {
    const { client } = renderWithClient(null)
    await act(() => client.open({ view: "UnsupportedChain" }))
    await screen.findByTestId("unsupported-chain-view")
    expect(screen.getByRole("dialog", { name: "Switch network" })).toBeTruthy()
    expect(screen.getByText("Network not supported")).toBeTruthy()
    expect(screen.queryByRole("button", { current: true })).toBeNull()
  })
})
