// <GangwayProvider load options>: the page works before the client's code has loaded, on the
// local world (anvil, the chain-backed data API, the injected test wallet announced by EIP-6963).
import { localChain, mainnet, StorageKeys, type CreateGangwayOptions, type GangwayClient } from "@gangway/core"
import { announceProvider, createTestWallet } from "@gangway/fixtures"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { testClient, worldOptions } from "../test/helpers.js"
import { setUpLocalWorld } from "../test/local-world.js"
import { ConnectButton, GangwayProvider, NetworkButton, useTheme } from "./index.js"
import { RENDERS_HIDDEN_CONTENT } from "./internal/react-compat.js"
import { prepareModal } from "./modal/gangway-modal.js"
import { viewComponents } from "./modal/views.js"

const { world, announced } = setUpLocalWorld()

/** A `load` that only settles when the test says so. */
const deferredLoad = () => {
  let release: (client: GangwayClient) => void = () => {}
  const promise = new Promise<GangwayClient>((resolve) => (release = resolve))
  return { load: vi.fn(() => promise), release: (client: GangwayClient) => act(async () => release(client)) }
}

const ThemeName = () => <output aria-label="theme">{useTheme().mode}</output>

/**
 * The visitor heads for the button (the pointer arrives): by then the modal's shell and the first
 * view's code are there, and with React's Activity (19.2) the closed modal is rendered ahead,
 * hidden, with them.
 */
const headFor = async (button: HTMLElement) => {
  fireEvent.pointerEnter(button)
  if (RENDERS_HIDDEN_CONTENT)
    return waitFor(() => expect(document.querySelector("[data-testid=connect-view]")).not.toBeNull())
  await act(async () => {
    await prepareModal()
    await viewComponents.Connect?.preload()
  })
}

const renderLazy = (options: CreateGangwayOptions) => {
  const { load, release } = deferredLoad()
  render(
    <GangwayProvider load={load} options={options}>
      <NetworkButton />
      <ConnectButton />
      <ThemeName />
    </GangwayProvider>
  )
  return { load, release, button: screen.getByRole("button", { name: "Connect wallet" }) }
}

afterEach(() => localStorage.clear())

describe("<GangwayProvider load options>", () => {
  it("renders from the options and loads no client while the visitor only looks, hovers or focuses", async () => {
    const options = { ...worldOptions(world()), themeMode: "light" } as const
    const { load, button } = renderLazy(options)
    expect(screen.getByRole("button", { name: /^Network:/ }).textContent).toContain("Gangway Local")
    expect(screen.getByLabelText("theme").textContent).toBe("light")

    await headFor(button)
    fireEvent.focus(button)
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })

  it("opens the Connect view at the first click, loads the client after that frame, and hands over on the same view", async () => {
    announced(1)
    const options = worldOptions(world())
    const { load, release, button } = renderLazy(options)
    await headFor(button)
    act(() => button.click())

    const dialog = screen.getByRole("dialog", { name: "Connect a wallet" })
    expect(within(dialog).getByRole("button", { name: /WalletConnect/ })).toBeTruthy()
    expect(load).not.toHaveBeenCalled()
    // The browser's wallets are looked for from the modal's shell: they may show a moment after it.
    expect((await within(dialog).findByRole("button", { name: /Gangway Test Wallet/ })).textContent).toContain(
      "Installed"
    )
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))

    const client = testClient(options)
    await release(client)
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().router.view).toBe("Connect")
    expect(screen.getByRole("dialog", { name: "Connect a wallet" })).toBe(dialog)
    expect(load).toHaveBeenCalledTimes(1)

    // Escape now goes through the client.
    await act(async () => fireEvent.keyDown(document, { key: "Escape" }))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("connects a wallet chosen before the client is there once it has loaded", async () => {
    const wallet = announced(2)
    const options = worldOptions(world())
    const { release, button } = renderLazy(options)
    await headFor(button)
    act(() => button.click())
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: /Gangway Test Wallet/ }))

    const client = testClient(options)
    await release(client)
    await waitFor(() => expect(client.getState().chains.chains.eip155?.account.address).toBe(wallet.address))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  })

  it("asks only the wallet chosen last when several were chosen before the client loaded", async () => {
    const first = announced(5)
    const second = createTestWallet({ rpcUrl: world().chain.rpcUrl, accountIndex: 6 })
    announceProvider(window, second, crypto.randomUUID(), { name: "Second Wallet", rdns: "dev.gangway.second" })
    const askedFirst = vi.spyOn(first, "request")
    const options = worldOptions(world())
    const { release, button } = renderLazy(options)
    await headFor(button)
    act(() => button.click())
    const dialog = screen.getByRole("dialog")
    fireEvent.click(within(dialog).getByRole("button", { name: /Gangway Test Wallet/ }))
    fireEvent.click(within(dialog).getByRole("button", { name: /Second Wallet/ }))

    const client = testClient(options)
    await release(client)
    await waitFor(() => expect(client.getState().chains.chains.eip155?.account.address).toBe(second.address))
    expect(askedFirst.mock.calls.map(([args]) => args.method)).not.toContain("eth_requestAccounts")
  })

  it("offers no email or social login without an auth connector: before and after the client loads, only wallets, nothing that leads nowhere", async () => {
    announced(1)
    const options = worldOptions(world())
    const { release, button } = renderLazy(options)
    await headFor(button)
    act(() => button.click())
    const dialog = screen.getByRole("dialog", { name: "Connect a wallet" })
    const noDeadEnds = () => {
      expect(within(dialog).queryByRole("textbox", { name: "Email address" })).toBeNull()
      expect(within(dialog).queryByRole("button", { name: /Continue with/ })).toBeNull()
      expect(
        [...dialog.querySelectorAll("section[data-method]")].map((section) => section.getAttribute("data-method"))
      ).toEqual(["wallet"])
      expect(within(dialog).getByRole("button", { name: /Gangway Test Wallet/ })).toBeTruthy()
    }
    noDeadEnds()

    const client = testClient(options)
    await release(client)
    noDeadEnds()
    expect(client.getState().toast.open).toBe(false)
  })

  it("leaves the client's modal closed when the visitor closed it before the client loaded", async () => {
    const options = worldOptions(world())
    const { load, release, button } = renderLazy(options)
    act(() => button.click())
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))

    const client = testClient(options)
    await release(client)
    expect(client.getState().modal.open).toBe(false)
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("loads the client at once when the visitor's storage remembers a session, and opens on Account once it is back", async () => {
    const wallet = announced(4)
    await wallet.request({ method: "eth_requestAccounts" })
    localStorage.setItem(StorageKeys.connectedConnectorIds, JSON.stringify({ eip155: "dev.gangway.testwallet" }))
    const options: CreateGangwayOptions = { ...worldOptions(world()), storage: "browser" }
    const { load, release, button } = renderLazy(options)
    expect(load).toHaveBeenCalledTimes(1)

    // The remembered wallet may be connected, so the Connect view does not open ahead of the client.
    act(() => button.click())
    expect(screen.queryByRole("dialog")).toBeNull()
    const client = testClient(options)
    await release(client)
    await screen.findByTestId("account-view")
    expect(client.getState().router.view).toBe("Account")
    expect(client.getState().chains.chains.eip155?.account.address).toBe(wallet.address)
  })

  it("shows the network the visitor last used before the client has loaded", () => {
    localStorage.setItem(StorageKeys.activeCaipNetworkId, mainnet.caipNetworkId)
    const options: CreateGangwayOptions = {
      ...worldOptions(world()),
      networks: [localChain(world().chain.rpcUrl), mainnet]
    }
    const { load } = renderLazy(options)
    expect(screen.getByRole("button", { name: /^Network:/ }).textContent).toContain(mainnet.name)
    expect(load).not.toHaveBeenCalled()
  })

  it("tries again at the next action when loading the client failed", async () => {
    const options = worldOptions(world())
    const client = testClient(options)
    const load = vi
      .fn<() => Promise<GangwayClient>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValue(client)
    render(
      <GangwayProvider load={load} options={options}>
        <ConnectButton />
      </GangwayProvider>
    )
    const button = screen.getByRole("button", { name: "Connect wallet" })
    await headFor(button)
    act(() => button.click())
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }))

    act(() => button.click())
    await waitFor(() => expect(client.getState().modal.open).toBe(true))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("follows the live state once the client is there", async () => {
    const options = worldOptions(world())
    const { load, release, button } = renderLazy(options)
    act(() => button.click())
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    const client = testClient(options)
    await release(client)
    await act(() => client.setThemeMode("light"))
    expect(screen.getByLabelText("theme").textContent).toBe("light")
  })
})
