// A click that comes before the modal's code has arrived (a tap, or a pointer faster than the
// network) opens the modal when the code is here, straight on the Connect view. It used to open
// at once on an empty shell and a skeleton: React then holds the real content back for ~300 ms
// after a Suspense fallback, so the bench's click -> Connect view took ~300 ms instead of ~15.
import { localChain, type CreateGangwayOptions, type GangwayClient } from "@gangway/core"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { ConnectButton, GangwayProvider } from "../index.js"

const options: CreateGangwayOptions = {
  networks: [localChain("http://127.0.0.1:9/rpc")],
  projectId: "gangway-tests",
  features: { analytics: false }
}

/** jsdom has no checkVisibility: a dialog rendered ahead while closed sits under `display: none` (React's Activity). */
const visible = (element: Element) => element.closest("[hidden], [style*='display: none']") === null

/** Everything the modal drew, in order, while it opened. */
const watchDialog = () => {
  const seen: Array<string> = []
  const observer = new MutationObserver(() => {
    const dialog = document.querySelector("[role=dialog]")
    if (dialog === null || !visible(dialog)) return
    const shows =
      dialog.querySelector("[data-testid=connect-view]") !== null
        ? "connect-view"
        : dialog.querySelector(".gw-skeleton") !== null
          ? "skeleton"
          : "empty"
    if (seen.at(-1) !== shows) seen.push(shows)
  })
  observer.observe(document.body, { childList: true, subtree: true, attributes: true })
  return { seen, stop: () => observer.disconnect() }
}

describe("a click before the modal's code is here", () => {
  it("opens the modal once the code arrives, on the Connect view itself: no empty shell, no skeleton", async () => {
    // The client never loads here: opening on the first view does not wait for it.
    const load = () => new Promise<GangwayClient>(() => undefined)
    render(
      <GangwayProvider load={load} options={options}>
        <ConnectButton />
      </GangwayProvider>
    )
    const dialog = watchDialog()
    // No pointer came near the button first: the click itself starts fetching the code.
    fireEvent.click(screen.getByRole("button", { name: "Connect wallet" }))
    expect(document.querySelector("[role=dialog]")).toBeNull()

    await waitFor(() => expect(visible(screen.getByTestId("connect-view"))).toBe(true))
    dialog.stop()
    expect(dialog.seen).toEqual(["connect-view"])
  })
})
