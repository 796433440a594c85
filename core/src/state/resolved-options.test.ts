import { describe, expect, it } from "vitest"
import { createGangway } from "../client.js"
import { mainnet } from "../domain/networks.js"
import { resolveNameSuffix } from "./resolved-options.js"

describe("resolveNameSuffix", () => {
  it("is the product's own name zone by default (.reown.id), or the one configured, always with its leading dot", () => {
    expect(resolveNameSuffix({})).toBe(".reown.id")
    expect(resolveNameSuffix({ names: {} })).toBe(".reown.id")
    expect(resolveNameSuffix({ names: { suffix: ".harbor.id" } })).toBe(".harbor.id")
    expect(resolveNameSuffix({ names: { suffix: "harbor.id" } })).toBe(".harbor.id")
  })

  it("is checked with the other options: a suffix is DNS labels, nothing else", async () => {
    await createGangway({ networks: [mainnet], storage: "memory", names: { suffix: ".harbor.id" } }).destroy()
    expect(() => createGangway({ networks: [mainnet], storage: "memory", names: { suffix: "<script>" } })).toThrow(
      /names/
    )
    expect(() => createGangway({ networks: [mainnet], storage: "memory", names: { suffix: "" } })).toThrow(/names/)
  })
})
