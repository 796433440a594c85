import { describe, expect, it } from "vitest"
import { main } from "../../docs/examples/headless-client.js"

describe("docs examples run as written", () => {
  it("docs/examples/headless-client.ts", async () => {
    const lines: Array<string> = []
    await main((line) => lines.push(line))
    expect(lines).toEqual([
      "modal open on Connect",
      "modal open on AllWallets",
      "modal open on Connect",
      "modal closed on Connect",
      "theme background #ffffff"
    ])
  })
})
