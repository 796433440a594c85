// useColorScheme against jsdom, which has no media queries: the page's `matchMedia` is given one
// whose preference the test flips, as a visitor switching their system's appearance would.
import { act, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { renderWithClient, testClient } from "../../test/helpers.js"
import { useColorScheme } from "../index.js"

const prefersDark = () => {
  const query = Object.assign(new EventTarget(), { matches: false, media: "(prefers-color-scheme: dark)" })
  Object.defineProperty(window, "matchMedia", { configurable: true, value: () => query })
  return (dark: boolean) => {
    query.matches = dark
    query.dispatchEvent(new Event("change"))
  }
}

afterEach(() => {
  Reflect.deleteProperty(window, "matchMedia")
})

const Scheme = () => <output aria-label="scheme">{useColorScheme()}</output>

describe("useColorScheme", () => {
  it('follows the system under "system", live, and the fixed mode otherwise', async () => {
    const setDark = prefersDark()
    const client = testClient()
    renderWithClient(<Scheme />, client)
    const scheme = screen.getByLabelText("scheme")
    expect(client.getState().theme.themeMode).toBe("system")
    expect(scheme.textContent).toBe("light")
    act(() => setDark(true))
    expect(scheme.textContent).toBe("dark")
    await act(() => client.setThemeMode("light"))
    expect(scheme.textContent).toBe("light")
    act(() => setDark(false))
    await act(() => client.setThemeMode("dark"))
    expect(scheme.textContent).toBe("dark")
  })
})
