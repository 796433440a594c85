import { SAFE_RPC_METHODS } from "../../policy/rpc-allowlist.js"

/**
 * Asked of the wallet: they sign, send, or concern the wallet itself. Every one is on the
 * allowlist (policy/rpc-allowlist.ts); wallet_watchAsset and wallet_showCallsStatus are not, and
 * are refused (4200) like any method outside it.
 */
export const WALLET_METHODS: ReadonlySet<string> = new Set([
  "personal_sign",
  "eth_signTypedData",
  "eth_signTypedData_v3",
  "eth_signTypedData_v4",
  "eth_sendTransaction",
  "eth_sendUserOperation",
  "wallet_sendCalls",
  "wallet_getCallsStatus",
  "wallet_getCapabilities",
  "wallet_getAssets",
  "wallet_grantPermissions"
])

/**
 * Answered by the network's RPC: the allowlist's reads (not the wallet's, nor those the
 * provider answers itself) and a few standard ones it leaves out.
 */
export const READ_METHODS: ReadonlySet<string> = new Set([
  ...[...SAFE_RPC_METHODS].filter(
    (method) => !method.startsWith("wallet_") && method !== "eth_accounts" && method !== "eth_chainId"
  ),
  "eth_blobBaseFee",
  "eth_createAccessList",
  "net_listening",
  "web3_clientVersion"
])

/** Where a method's address parameter is, for the methods that name the signing account. */
export const signerOf = (method: string, params: ReadonlyArray<unknown>): unknown => {
  switch (method) {
    case "personal_sign":
      return params[1]
    case "eth_signTypedData":
    case "eth_signTypedData_v3":
    case "eth_signTypedData_v4":
      return params[0]
    case "eth_sendTransaction": {
      const transaction = params[0]
      return typeof transaction === "object" && transaction !== null
        ? (transaction as { from?: unknown }).from
        : undefined
    }
    default:
      return undefined
  }
}
