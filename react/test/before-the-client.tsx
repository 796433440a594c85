import type { CreateGangwayOptions } from "@gangway/core"
import { act, render, screen } from "@testing-library/react"
import { ConnectButton, GangwayProvider } from "../src/index.js"

/**
 * Renders the Connect button with a client that never arrives, clicks it and returns the
 * dialog: whatever its Connect view lists, the page found by itself, before the client.
 */
export const openBeforeTheClient = (options: CreateGangwayOptions): HTMLElement => {
  const load = () => new Promise<never>(() => {})
  render(
    <GangwayProvider load={load} options={options}>
      <ConnectButton />
    </GangwayProvider>
  )
  act(() => screen.getByRole("button", { name: "Connect wallet" }).click())
  return screen.getByRole("dialog", { name: "Connect a wallet" })
}
