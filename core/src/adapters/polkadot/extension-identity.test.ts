import { describe, expect, it } from "vitest"
import { injectedExtensionIdentity } from "./extension-identity.js"

describe("injectedExtensionIdentity", () => {
  it("names the well-known extensions as they name themselves", () => {
    expect(injectedExtensionIdentity("polkadot-js")).toEqual({ id: "injected-web3:polkadot-js", name: "polkadot{.js}" })
    expect(injectedExtensionIdentity("subwallet-js").name).toBe("SubWallet")
  })

  it("lists another extension under its key made readable, not the raw key", () => {
    expect(injectedExtensionIdentity("gangway-test-wallet")).toEqual({
      id: "injected-web3:gangway-test-wallet",
      name: "Gangway Test Wallet"
    })
    expect(injectedExtensionIdentity("enkrypt").name).toBe("Enkrypt")
    expect(injectedExtensionIdentity("fearless_wallet-js").name).toBe("Fearless Wallet")
  })

  it("keeps a key with no letters as it is", () => {
    expect(injectedExtensionIdentity("--").name).toBe("--")
    expect(injectedExtensionIdentity("42").name).toBe("42")
  })
})
