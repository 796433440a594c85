import { translator } from "@gangway/core/i18n"
import { describe, expect, it } from "vitest"
import { modalMessages } from "./messages.js"
import { titleOf } from "./view-titles.js"

const english = translator(modalMessages, "en", undefined)

describe("view titles", () => {
  it("Connect for one namespace names its wallets, with the right article", () => {
    expect(titleOf("Connect", undefined, english)).toBe("Connect a wallet")
    expect(titleOf("Connect", { namespace: "solana" }, english)).toBe("Connect a Solana wallet")
    expect(titleOf("Connect", { namespace: "eip155" }, english)).toBe("Connect an EVM wallet")
  })
})
