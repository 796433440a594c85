import { describe, expect, it } from "vitest"
import { titleOf } from "./view-titles.js"

describe("view titles", () => {
  it("Connect for one namespace names its wallets, with the right article", () => {
    expect(titleOf("Connect", undefined)).toBe("Connect a wallet")
    expect(titleOf("Connect", { namespace: "solana" })).toBe("Connect a Solana wallet")
    expect(titleOf("Connect", { namespace: "eip155" })).toBe("Connect an EVM wallet")
  })
})
