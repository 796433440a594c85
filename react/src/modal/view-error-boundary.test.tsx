// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react"
import { Suspense } from "react"
import { describe, expect, it } from "vitest"
import { lazyView } from "./lazy-view.js"
import { ViewErrorBoundary } from "./view-error-boundary.js"

const Loaded = () => <p>the view</p>

describe("a view whose code fails to load", () => {
  it("says so in the modal, and loads again on Try again", async () => {
    const outcomes: Array<"fail" | "load"> = ["fail", "load"]
    const View = lazyView(async () => {
      if (outcomes.shift() === "fail") throw new Error("chunk request failed")
      return Loaded
    })
    render(
      <ViewErrorBoundary retry={View.preload}>
        <Suspense fallback={<p>loading</p>}>
          <View />
        </Suspense>
      </ViewErrorBoundary>
    )
    expect((await screen.findByRole("alert")).textContent).toContain("This part of the wallet did not load")
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })))
    expect((await screen.findByText("the view")).textContent).toBe("the view")
    expect(outcomes).toEqual([])
  })
})
