// @vitest-environment jsdom
import { resolveFeatures } from "@gangway/core"
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { renderWithClient, testClient } from "../../test/helpers.js"
import { shownConnectMethods } from "./connect/connect-methods.js"
import { EmailSection } from "./connect/email-section.js"
import { SocialSection } from "./connect/social-section.js"

describe("the Connect view", () => {
  it("shows only the wallets by default: email and social login need an auth connector (the auth option)", async () => {
    const client = testClient({ connectMethodsOrder: ["wallet", "email"], features: { socials: ["github", "x"] } })
    const { client: opened } = renderWithClient(null, client)
    await act(() => opened.open())
    await screen.findByTestId("connect-view")
    const sections = [...document.querySelectorAll("section[data-method]")].map((node) =>
      node.getAttribute("data-method")
    )
    expect(sections).toEqual(["wallet"])
    expect(screen.queryByRole("textbox", { name: "Email address" })).toBeNull()
    expect(screen.queryByRole("button", { name: /Continue with/ })).toBeNull()
    expect(document.querySelector("[role=separator]")).toBeNull()
    // No wallet has announced itself: an empty state, not invented wallets.
    expect(screen.getByTestId("wallets-empty").textContent).toContain("No wallets found")
  })

  it("puts email and social login in the configured order once an auth connector is registered, and only the enabled ones", () => {
    const auth = [{ id: "auth", name: "Email and social", type: "AUTH", chain: "eip155" }] as const
    const config = {
      features: resolveFeatures({ features: { socials: ["github"] } }),
      connectMethodsOrder: ["wallet", "email", "social"]
    } as const
    expect(shownConnectMethods(config, [])).toEqual(["wallet"])
    expect(shownConnectMethods(config, auth)).toEqual(["wallet", "email", "social"])
    expect(
      shownConnectMethods(
        { ...config, features: resolveFeatures({ features: { email: false, socials: false } }) },
        auth
      )
    ).toEqual(["wallet"])
  })

  it("checks the email address with the core's rule, and hands on only a valid one", () => {
    const submitted = vi.fn()
    render(<EmailSection onSubmit={submitted} />)
    const input = screen.getByRole("textbox", { name: "Email address" })
    const submit = screen.getByRole("button", { name: "Continue with email" })
    expect(submit.hasAttribute("disabled")).toBe(true)

    fireEvent.change(input, { target: { value: "ada@lovelace" } })
    fireEvent.blur(input)
    expect(input.getAttribute("aria-invalid")).toBe("true")
    const error = document.getElementById(input.getAttribute("aria-describedby") ?? "")
    expect(error?.textContent).toContain("Enter a valid email address")
    fireEvent.click(submit)
    expect(submitted).not.toHaveBeenCalled()

    fireEvent.change(input, { target: { value: " ada@lovelace.dev " } })
    expect(input.getAttribute("aria-invalid")).toBe("false")
    expect(input.hasAttribute("aria-describedby")).toBe(false)
    fireEvent.click(submit)
    expect(submitted).toHaveBeenCalledWith("ada@lovelace.dev")
  })

  it("hands on the social provider chosen", () => {
    const chosen = vi.fn()
    render(<SocialSection providers={["google", "github"]} onChoose={chosen} />)
    fireEvent.click(screen.getByRole("button", { name: "Continue with GitHub" }))
    expect(chosen).toHaveBeenCalledWith("github")
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

describe("the send form's receiver field", () => {
  it("suggests a name in the product's own zone: .reown.id by default, the configured suffix otherwise", async () => {
    const { client } = renderWithClient(null)
    await act(() => client.open({ view: "WalletSend" }))
    expect((await screen.findByRole("textbox", { name: "To" })).getAttribute("placeholder")).toBe(
      "Address or name, e.g. alice.reown.id"
    )
    cleanup()

    const { client: harbor } = renderWithClient(null, testClient({ names: { suffix: ".harbor.id" } }))
    await act(() => harbor.open({ view: "WalletSend" }))
    expect((await screen.findByRole("textbox", { name: "To" })).getAttribute("placeholder")).toBe(
      "Address or name, e.g. alice.harbor.id"
    )
  })
})
