import { render } from "@testing-library/react"
import { version } from "react"
import { version as domVersion } from "react-dom"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"

// The React 18 run (vitest.react18.config.ts) really runs on React 18, Testing Library included.
describe("the React 18 test run", () => {
  it("resolves react, react-dom and react-dom/server to 18.3", () => {
    expect([version, domVersion]).toEqual(["18.3.1", "18.3.1"])
    expect(renderToString(<p>{version}</p>)).toBe("<p>18.3.1</p>")
  })

  it("gives Testing Library the same React", () => {
    const { container } = render(<p>{version}</p>)
    expect(container.innerHTML).toBe("<p>18.3.1</p>")
  })
})
