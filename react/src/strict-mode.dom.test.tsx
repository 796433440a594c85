import { render } from "@testing-library/react"
import { useEffect } from "react"
import { describe, expect, it } from "vitest"

describe("the DOM tests' setup", () => {
  it("renders under StrictMode: an effect is set up, cleaned up and set up again on mount", () => {
    const seen: Array<string> = []
    const Probe = () => {
      useEffect(() => {
        seen.push("set up")
        return () => void seen.push("cleaned up")
      }, [])
      return null
    }
    render(<Probe />)
    expect(seen).toEqual(["set up", "cleaned up", "set up"])
  })
})
