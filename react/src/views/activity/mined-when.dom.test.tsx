import { act, render } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { MinedWhen, RELATIVE_REFRESH_MS } from "./mined-when.js"

const MINUTE = 60_000
const START = Date.parse("2026-11-24T12:00:00Z")

describe("a row's mined time while the list stays open", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] })
    vi.setSystemTime(START)
  })
  afterEach(() => vi.useRealTimers())

  it("moves on from 'now' to minutes and hours ago without a new render from outside", () => {
    const { container } = render(<MinedWhen minedAt={new Date(START - 10_000).toISOString()} />)
    expect(container.textContent).toBe("now")
    act(() => vi.advanceTimersByTime(RELATIVE_REFRESH_MS))
    expect(container.textContent).toBe("now")
    act(() => vi.advanceTimersByTime(RELATIVE_REFRESH_MS))
    expect(container.textContent).toBe("1 minute ago")
    act(() => vi.advanceTimersByTime(4 * MINUTE))
    expect(container.textContent).toBe("5 minutes ago")
    act(() => vi.advanceTimersByTime(2 * 60 * MINUTE))
    expect(container.textContent).toBe("2 hours ago")
  })

  it("stops its timer once the row is a day old, and keeps none for an older row", () => {
    const { container, unmount } = render(
      <MinedWhen minedAt={new Date(START - 24 * 60 * MINUTE + MINUTE).toISOString()} />
    )
    expect(container.textContent).toBe("23 hours ago")
    expect(vi.getTimerCount()).toBe(1)
    act(() => vi.advanceTimersByTime(RELATIVE_REFRESH_MS * 2))
    expect(container.textContent).toBe("Nov 23")
    expect(vi.getTimerCount()).toBe(0)
    unmount()
    render(<MinedWhen minedAt="2026-03-01T08:00:00Z" />)
    expect(vi.getTimerCount()).toBe(0)
  })
})
