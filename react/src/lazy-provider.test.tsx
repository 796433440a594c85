// @vitest-environment jsdom
import { initialGangwayState, localChain, mainnet, solana, type CreateGangwayOptions, type GangwayClient } from "@gangway/core"
import { act, render, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { testClient } from "../test/helpers.js"
import { ConnectButton, GangwayProvider, NetworkButton, useTheme } from "./index.js"

const options: CreateGangwayOptions = { networks: [localChain("http://127.0.0.1:8545"), mainnet, solana], themeMode: "light" }

/** A `load` that only settles when the test says so. */
const deferredLoad = () => {
  let release: (client: GangwayClient) => void = () => {}
  const promise = new Promise<GangwayClient>((resolve) => (release = resolve))
  return { load: vi.fn(() => promise), release: (client: GangwayClient) => act(() => release(client)) }
}

const ThemeName = () => <output aria-label="theme">{useTheme().mode}</output>

describe("<GangwayProvider load initialState>", () => {
  it("renders the buttons from the initial state before the client has loaded", () => {
    const { load } = deferredLoad()
    render(
      <GangwayProvider load={load} initialState={initialGangwayState(options)}>
        <NetworkButton />
        <ConnectButton />
        <ThemeName />
      </GangwayProvider>
    )
    expect(screen.getByRole("button", { name: "Connect wallet" })).toBeTruthy()
    expect(screen.getByRole("button", { name: /^Network:/ }).textContent).toContain(options.networks[0].name)
    expect(screen.getByLabelText("theme").textContent).toBe("light")
  })

  it("loads the client once at the first click, then opens the modal", async () => {
    const { load, release } = deferredLoad()
    render(
      <GangwayProvider load={load} initialState={initialGangwayState(options)}>
        <ConnectButton />
      </GangwayProvider>
    )
    const button = screen.getByRole("button", { name: "Connect wallet" })
    act(() => button.click())
    act(() => button.click())
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole("dialog")).toBeNull()
    const client = testClient(options)
    await release(client)
    await waitFor(() => expect(screen.getByRole("dialog")).toBeTruthy())
    expect(client.getState().modal.open).toBe(true)
  })

  it("follows the live state once the client is there", async () => {
    const { load, release } = deferredLoad()
    render(
      <GangwayProvider load={load} initialState={initialGangwayState(options)}>
        <ThemeName />
      </GangwayProvider>
    )
    const client = testClient(options)
    await release(client)
    await act(() => client.setThemeMode("dark"))
    expect(screen.getByLabelText("theme").textContent).toBe("dark")
  })
})
