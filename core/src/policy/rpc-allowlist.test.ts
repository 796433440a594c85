import { Result } from "effect"
import { describe, expect, it } from "vitest"
import {
  checkRpcMethod,
  isAbortable,
  isKnownRpcMethod,
  isSafeRpcMethod,
  NOT_SAFE_RPC_METHODS,
  SAFE_RPC_METHODS
} from "./rpc-allowlist.js"

describe("RPC allowlist", () => {
  it("safe reads are known and allowed", () => {
    for (const method of [
      "eth_accounts",
      "eth_chainId",
      "eth_getBalance",
      "eth_call",
      "eth_sendRawTransaction",
      "wallet_getCapabilities",
      "wallet_getCallsStatus",
      "eth_getUserOperationReceipt",
      "wallet_getAssets"
    ]) {
      expect(isKnownRpcMethod(method)).toBe(true)
      expect(Result.isSuccess(checkRpcMethod(method))).toBe(true)
    }
  })

  it("not-safe methods are known but not allowed", () => {
    const notSafe = [
      "personal_sign",
      "eth_signTypedData_v4",
      "signTypedData_v4",
      "eth_sendTransaction",
      "solana_signMessage",
      "solana_signTransaction",
      "solana_signAllTransactions",
      "solana_signAndSendTransaction",
      "wallet_sendCalls",
      "wallet_grantPermissions",
      "wallet_revokePermissions",
      "eth_sendUserOperation"
    ]
    for (const method of notSafe) {
      expect(isKnownRpcMethod(method)).toBe(true)
      expect(isSafeRpcMethod(method)).toBe(false)
    }
  })

  it("disallowed and unknown methods fail with the catalogue's message", () => {
    for (const method of ["personal_sign", "eth_sign", "debug_traceTransaction", ""]) {
      const result = checkRpcMethod(method)
      expect(Result.isFailure(result) && result.failure.message).toBe("Requested RPC call is not allowed")
      expect(Result.isFailure(result) && result.failure.uiMessage).toBe("Action not allowed")
    }
    expect(isKnownRpcMethod("eth_sign")).toBe(false)
  })

  it("the two lists do not overlap", () => {
    for (const method of SAFE_RPC_METHODS) expect(NOT_SAFE_RPC_METHODS.has(method)).toBe(false)
  })

  it("pending requests can be aborted except safe read-only ones", () => {
    expect(isAbortable("eth_getBalance")).toBe(false)
    expect(isAbortable("personal_sign")).toBe(true)
    expect(isAbortable("eth_sendTransaction")).toBe(true)
  })
})
