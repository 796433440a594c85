// Issue 30 item 10: what the provider sends to the wallet and the allowlist agree.
import { describe, expect, it } from "vitest"
import { isKnownRpcMethod, isSafeRpcMethod, namespaceOfMethod } from "../../policy/rpc-allowlist.js"
import { READ_METHODS, WALLET_METHODS } from "./methods.js"

describe("the provider's methods and the allowlist", () => {
  it("every method the provider asks the wallet is on the allowlist; wallet_watchAsset and wallet_showCallsStatus are on neither", () => {
    expect([...WALLET_METHODS].filter((method) => !isKnownRpcMethod(method))).toEqual([])
    expect(WALLET_METHODS.has("wallet_watchAsset") || isKnownRpcMethod("wallet_watchAsset")).toBe(false)
    expect(WALLET_METHODS.has("wallet_showCallsStatus") || isKnownRpcMethod("wallet_showCallsStatus")).toBe(false)
  })

  it("the allowlist's reads the provider sends to the node are safe ones", () => {
    const fromAllowlist = [...READ_METHODS].filter(isKnownRpcMethod)
    expect(fromAllowlist.filter((method) => !isSafeRpcMethod(method))).toEqual([])
  })

  it("each known method names its namespace's wallet", () => {
    expect(namespaceOfMethod("personal_sign")).toBe("eip155")
    expect(namespaceOfMethod("solana_signMessage")).toBe("solana")
    expect(namespaceOfMethod("polkadot_signTransaction")).toBe("polkadot")
    expect(namespaceOfMethod("signPsbt")).toBe("bip122")
    expect(namespaceOfMethod("eth_sign")).toBeUndefined()
  })
})
