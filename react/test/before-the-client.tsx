import type { CreateGangwayOptions } from "@gangway/core"
import { act, render, screen } from "@testing-library/react"
import { ConnectButton, GangwayProvider } from "../src/index.js"

/**
 * Renders the Connect button with a client that never arrives, clicks it and returns the
 * dialog (once the modal's shell, a chunk of its own, has loaded): whatever its Connect view
 * lists, the page found by itself, before the client.
 */
export const openBeforeTheClient = async (options: CreateGangwayOptions): Promise<HTMLElement> => {
  const load = () => new Promise<never>(() => {})
  render(
    <GangwayProvider load={load} options={options}>
      <ConnectButton />
    </GangwayProvider>
  )
  act(() => screen.getByRole("button", { name: "Connect wallet" }).click())
  return screen.findByRole("dialog", { name: "Connect a wallet" })
}
