// @vitest-environment jsdom
import { act } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { describe, expect, it, vi } from "vitest"
import { testClient } from "../test/helpers.js"
import { ConnectButton, GangwayProvider, NetworkButton } from "./index.js"

describe("hydration", () => {
  it("reproduces the server markup without a mismatch", async () => {
    const client = testClient()
    const app = (
      <GangwayProvider client={client}>
        <NetworkButton />
        <ConnectButton />
      </GangwayProvider>
    )
    const container = document.createElement("div")
    container.innerHTML = renderToString(app)
    document.body.append(container)

    const recoverable = vi.fn()
    const consoleError = vi.spyOn(console, "error")
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: recoverable }))
    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    expect(container.querySelector("button")?.textContent).toContain("Gangway Local")
    act(() => root.unmount())
    container.remove()
    consoleError.mockRestore()
  })
})
