import { describe, expect, it } from "vitest"
import { setUpOfflineClients } from "../test/offline-clients.js"
import { lazyFeature } from "./actions/lazy-feature.js"
import { previewSend } from "./actions/send/preview-send.js"
import { flatAliasTargets } from "./client-aliases.js"

const make = setUpOfflineClients()

const tagOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: { readonly _tag?: string }) => error._tag
  )

describe("the namespaced promise API", () => {
  it("offers each 0.1 flat method as an alias of its namespaced action, the same function", () => {
    const client = make()
    const byArea = client as unknown as Record<string, Record<string, unknown>>
    for (const [alias, [area, member]] of Object.entries(flatAliasTargets)) {
      const target = byArea[area]?.[member]
      expect(typeof target, `${area}.${member}`).toBe("function")
      expect((client as unknown as Record<string, unknown>)[alias], alias).toBe(target)
    }
    expect(Object.keys(flatAliasTargets)).toHaveLength(27)
  })

  it("runs the actions against the client's own state", async () => {
    const client = make()
    await client.modal.open()
    await client.modal.navigate("AllWallets")
    await client.theme.setMode("light")
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().router.view).toBe("AllWallets")
    expect(client.getState().theme.themeMode).toBe("light")
    await client.modal.back()
    expect(client.getState().router.view).toBe("Connect")
    expect(await client.modal.close()).toBe(true)
    expect(client.getState().modal.open).toBe(false)
  })

  it("keeps the send's typed errors: calling client.send is client.send.submit", async () => {
    const client = make()
    await client.send.setField("sendTokenAmount", "1")
    expect(client.getState().send.sendTokenAmount).toBe("1")
    // No account connected: each way of sending fails with the same tag.
    expect(await tagOf(client.send())).toBe("NoActiveCaipAddress")
    expect(await tagOf(client.send.submit())).toBe("NoActiveCaipAddress")
    expect(await tagOf(client.send.preview())).toBe("NoActiveCaipAddress")
    expect(await tagOf(client.runtime.runPromise(previewSend()))).toBe("NoActiveCaipAddress")
  })

  it("loads a feature on its first call and checks it is on", async () => {
    const client = make({ features: { swaps: false } })
    expect(await tagOf(client.swap.tokens())).toBe("SwapsDisabled")
  })
})

describe("lazyFeature", () => {
  it("loads once, and again after a load that failed", async () => {
    let loads = 0
    const feature = lazyFeature(() => {
      loads += 1
      return loads === 1
        ? Promise.reject(new Error("chunk failed"))
        : Promise.resolve({ twice: (value: number) => Promise.resolve(value * 2) })
    }, ["twice"])
    await expect(feature.twice(2)).rejects.toThrow("chunk failed")
    expect(await feature.twice(2)).toBe(4)
    expect(await feature.twice(5)).toBe(10)
    expect(loads).toBe(2)
  })
})
