// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react"
import type { GangwayState } from "@gangway/core"
import { useCallback, useRef } from "react"
import { describe, expect, it, vi } from "vitest"
import { renderWithClient, testClient } from "../../test/helpers.js"
import { GangwayProvider, useGangwayState, useModalState, useNetwork, useTheme, useToast } from "../index.js"

/** Renders `read()` and counts renders, to see which state changes reach the component. */
const Probe = ({ read, label }: { read: () => unknown; label: string }) => {
  const renders = useRef(0)
  renders.current += 1
  const value = read()
  return (
    <output aria-label={label} data-renders={renders.current}>
      {JSON.stringify(value)}
    </output>
  )
}

const rendersOf = (label: string) => Number(screen.getByLabelText(label).getAttribute("data-renders"))

describe("hooks", () => {
  it("re-render a component only when its selection changes", async () => {
    const client = testClient()
    renderWithClient(
      <>
        <Probe label="theme" read={() => useGangwayState((state) => ({ mode: state.theme.themeMode }))} />
        <Probe label="modal" read={() => useModalState().open} />
      </>,
      client
    )
    expect(rendersOf("theme")).toBe(1)
    expect(rendersOf("modal")).toBe(1)

    await act(() => client.open())
    expect(screen.getByLabelText("modal").textContent).toBe("true")
    expect(rendersOf("theme")).toBe(1)

    await act(() => client.setThemeMode("light"))
    expect(screen.getByLabelText("theme").textContent).toBe(JSON.stringify({ mode: "light" }))
    expect(rendersOf("theme")).toBe(2)
    const modalRenders = rendersOf("modal")

    // Same values again: nothing selected changed, so nothing re-renders.
    await act(() => client.setThemeVariables({}))
    expect(rendersOf("theme")).toBe(2)
    expect(rendersOf("modal")).toBe(modalRenders)
  })

  it("follow a selector that changes with props", async () => {
    const IsView = ({ view }: { view: string }) => {
      const selector = useCallback((state: GangwayState) => state.router.view === view, [view])
      return <output aria-label="is-view">{String(useGangwayState(selector))}</output>
    }
    const client = testClient()
    const { rerender } = renderWithClient(<IsView view="Networks" />, client)
    await act(() => client.open({ view: "Networks" }))
    expect(screen.getByLabelText("is-view").textContent).toBe("true")
    rerender(
      <GangwayProvider client={client}>
        <IsView view="Connect" />
      </GangwayProvider>
    )
    expect(screen.getByLabelText("is-view").textContent).toBe("false")
    await act(() => client.navigate("Connect"))
    expect(screen.getByLabelText("is-view").textContent).toBe("true")
  })

  it("useModalState follows the router", async () => {
    const { client } = renderWithClient(<Probe label="modal" read={() => useModalState()} />)
    await act(() => client.open({ view: "Networks" }))
    const state = JSON.parse(screen.getByLabelText("modal").textContent ?? "{}")
    expect(state).toMatchObject({ open: true, view: "Networks", canGoBack: false })
  })

  it("useNetwork lists every configured network and switches the active one", async () => {
    let switchTo: ReturnType<typeof useNetwork>["switchNetwork"] | undefined
    const Networks = () => {
      const network = useNetwork()
      switchTo = network.switchNetwork
      return (
        <output aria-label="network">{`${network.activeNetwork?.name}|${network.networks.map((n) => n.name).join(",")}`}</output>
      )
    }
    const { client } = renderWithClient(<Networks />)
    expect(screen.getByLabelText("network").textContent).toBe("Gangway Local|Gangway Local,Ethereum,Solana")
    const mainnet = client.getState().chains.chains.eip155?.caipNetworks[1]
    await act(() => switchTo!(mainnet!))
    expect(screen.getByLabelText("network").textContent).toMatch(/^Ethereum\|/)
  })

  it("useTheme exposes the mode and the resolved tokens", async () => {
    const Theme = () => {
      const theme = useTheme()
      return (
        <output aria-label="theme">{`${theme.mode} ${theme.tokens.scheme} ${theme.variables.accent ?? "default"}`}</output>
      )
    }
    const { client } = renderWithClient(<Theme />, testClient({ themeMode: "light" }))
    expect(screen.getByLabelText("theme").textContent).toBe("light light default")
    await act(() => client.setThemeMode("dark"))
    await act(() => client.setThemeVariables({ accent: "#e11d48" }))
    expect(screen.getByLabelText("theme").textContent).toBe("dark dark #e11d48")
  })

  it("useToast reads the toast and shows new ones", async () => {
    let show: ReturnType<typeof useToast>["showToast"] | undefined
    const Toast = () => {
      const toast = useToast()
      show = toast.showToast
      return <output aria-label="toast">{toast.open ? `${toast.variant}:${toast.message}` : "none"}</output>
    }
    renderWithClient(<Toast />)
    expect(screen.getByLabelText("toast").textContent).toBe("none")
    await act(() => show!("loading", "Authenticating..."))
    expect(screen.getByLabelText("toast").textContent).toBe("loading:Authenticating...")
  })

  it("throw a clear error outside the provider", () => {
    const Orphan = () => {
      useModalState()
      return null
    }
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {})
    expect(() => render(<Orphan />)).toThrow("inside <GangwayProvider")
    quiet.mockRestore()
  })
})
