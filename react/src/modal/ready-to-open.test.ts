// On a network slower than OPEN_PATIENCE_MS the click opens the modal on a skeleton rather than
// leave the visitor with nothing: readyToOpen gives up waiting for the code after the patience.
import { afterEach, describe, expect, it, vi } from "vitest"
import { OPEN_PATIENCE_MS } from "../hooks/use-modal-actions.js"
import { readyToOpen } from "./gangway-modal.js"

// The modal's code never arrives.
vi.mock("./modal-shell.js", () => new Promise(() => undefined))
vi.mock("./views.js", () => new Promise(() => undefined))

afterEach(() => vi.useRealTimers())

describe("readyToOpen when the modal's code does not arrive", () => {
  it("resolves after OPEN_PATIENCE_MS (250 ms), not before", async () => {
    expect(OPEN_PATIENCE_MS).toBe(250)
    vi.useFakeTimers()
    let ready = false
    void readyToOpen("Connect", OPEN_PATIENCE_MS).then(() => (ready = true))
    await vi.advanceTimersByTimeAsync(OPEN_PATIENCE_MS - 1)
    expect(ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready).toBe(true)
  })
})
