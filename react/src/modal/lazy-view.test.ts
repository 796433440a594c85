import type { ComponentType } from "react"
import { describe, expect, it } from "vitest"
import { lazyView } from "./lazy-view.js"

const Loaded: ComponentType<object> = () => null

describe("lazyView", () => {
  it("loads once however often it is preloaded", async () => {
    let loads = 0
    const view = lazyView(async () => {
      loads += 1
      return Loaded
    })
    await Promise.all([view.preload(), view.preload()])
    await view.preload()
    expect(loads).toBe(1)
  })

  it("a failed prefetch does not reject, and the next preload loads again", async () => {
    const outcomes: Array<"fail" | "load"> = ["fail", "load"]
    let loads = 0
    const view = lazyView(async () => {
      loads += 1
      if (outcomes.shift() === "fail") throw new Error("chunk request failed")
      return Loaded
    })
    await expect(view.preload()).resolves.toBeUndefined()
    await expect(view.preload()).resolves.toBeUndefined()
    await view.preload()
    expect(loads).toBe(2)
  })
})
