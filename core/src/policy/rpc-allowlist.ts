import { Result } from "effect"
import { RpcMethodNotAllowed } from "../errors.js"

/** Read-only requests that are safe to forward without the user's approval. */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  "eth_accounts",
  "eth_blockNumber",
  "eth_call",
  "eth_chainId",
  "eth_estimateGas",
  "eth_feeHistory",
  "eth_gasPrice",
  "eth_getAccount",
  "eth_getBalance",
  "eth_getBlockByHash",
  "eth_getBlockByNumber",
  "eth_getBlockReceipts",
  "eth_getBlockTransactionCountByHash",
  "eth_getBlockTransactionCountByNumber",
  "eth_getCode",
  "eth_getFilterChanges",
  "eth_getFilterLogs",
  "eth_getLogs",
  "eth_getProof",
  "eth_getStorageAt",
  "eth_getTransactionByBlockHashAndIndex",
  "eth_getTransactionByBlockNumberAndIndex",
  "eth_getTransactionByHash",
  "eth_getTransactionCount",
  "eth_getTransactionReceipt",
  "eth_getUncleCountByBlockHash",
  "eth_getUncleCountByBlockNumber",
  "eth_maxPriorityFeePerGas",
  "eth_newBlockFilter",
  "eth_newFilter",
  "eth_newPendingTransactionFilter",
  "eth_sendRawTransaction",
  "eth_syncing",
  "eth_uninstallFilter",
  "eth_getUserOperationByHash",
  "eth_getUserOperationReceipt",
  "eth_supportedEntryPoints",
  "eth_estimateUserOperationGas",
  "wallet_getCapabilities",
  "wallet_getCallsStatus",
  "wallet_getAssets",
  "wallet_switchEthereumChain",
  "wallet_addEthereumChain"
])

/** Requests that need the user's approval (signing, sending, permissions). */
export const NOT_SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  "personal_sign",
  "eth_signTypedData",
  "eth_signTypedData_v3",
  "eth_signTypedData_v4",
  "signTypedData_v4",
  "eth_sendTransaction",
  "solana_signMessage",
  "solana_signTransaction",
  "solana_signAllTransactions",
  "solana_signAndSendTransaction",
  "polkadot_signMessage",
  "polkadot_signTransaction",
  // WalletConnect bip122's names
  "getAccountAddresses",
  "signMessage",
  "signPsbt",
  "sendTransfer",
  "wallet_sendCalls",
  "wallet_grantPermissions",
  "wallet_revokePermissions",
  "eth_sendUserOperation"
])

/** WalletConnect bip122's method names, which name no namespace themselves. */
const BIP122_METHODS: ReadonlySet<string> = new Set(["getAccountAddresses", "signMessage", "signPsbt", "sendTransfer"])

/**
 * The namespace whose wallet a known method is for: `solana_*` Solana's, `polkadot_*` Polkadot's,
 * bip122's names Bitcoin's, the rest (eth_, personal_, wallet_…) an EVM wallet's.
 */
export const namespaceOfMethod = (method: string): "eip155" | "solana" | "polkadot" | "bip122" | undefined => {
  if (!isKnownRpcMethod(method)) return undefined
  if (method.startsWith("solana_")) return "solana"
  if (method.startsWith("polkadot_")) return "polkadot"
  return BIP122_METHODS.has(method) ? "bip122" : "eip155"
}

export const isKnownRpcMethod = (method: string): boolean =>
  SAFE_RPC_METHODS.has(method) || NOT_SAFE_RPC_METHODS.has(method)

export const isSafeRpcMethod = (method: string): boolean => SAFE_RPC_METHODS.has(method)

/** Allowed only if safe; unknown and not-safe methods fail with the catalogue's message. */
export const checkRpcMethod = (method: string): Result.Result<string, RpcMethodNotAllowed> =>
  isSafeRpcMethod(method) ? Result.succeed(method) : Result.fail(new RpcMethodNotAllowed({ method }))

/** Pending requests can be aborted, except safe read-only ones. */
export const isAbortable = (method: string): boolean => !isSafeRpcMethod(method)
