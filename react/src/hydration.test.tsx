// @vitest-environment jsdom
import { act } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { localChain, mainnet, type CreateGangwayOptions } from "@gangway/core"
import { describe, expect, it, vi } from "vitest"
import { testClient } from "../test/helpers.js"
import { ConnectButton, GangwayProvider, NetworkButton } from "./index.js"

const buttons = (
  <>
    <NetworkButton />
    <ConnectButton />
  </>
)

describe("hydration", () => {
  const options: CreateGangwayOptions = { networks: [localChain("http://127.0.0.1:8545"), mainnet], storage: "memory" }
  const cases = {
    "with a client": () => <GangwayProvider client={testClient()}>{buttons}</GangwayProvider>,
    "with a client loaded later": () => (
      <GangwayProvider load={() => Promise.resolve(testClient(options))} options={options}>
        {buttons}
      </GangwayProvider>
    )
  }

  it.each(Object.entries(cases))("reproduces the server markup without a mismatch, %s", async (_, render) => {
    const app = render()
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
