import { getBase58Encoder } from "@solana/kit"
import {
  createWalletClient,
  erc20Abi,
  http,
  isHex,
  numberToHex,
  createPublicClient,
  type Address,
  type Chain,
  type Hex
} from "viem"
import { evmChain } from "../chain/evm-chain.js"
import { ProviderRpcError, toProviderError, unsupportedMethod, invalidParams, userRejected } from "../chain/errors.js"
import { jsonRpc } from "../chain/rpc.js"
import { clusterSigning, encodeTransaction } from "../chain/cluster-signing.js"
import { fromBase58, fromBase64, toBase58, toBase64 } from "../chain/encoding.js"
import { describeRequest, type RequestSummary } from "./describe-request.js"
import type { EmbeddedWallet } from "./embedded-wallet.js"

export interface WalletRpcContext {
  readonly wallet: EmbeddedWallet
  /** CAIP-2 id of the chain the request is for. */
  readonly chainId: string
  /** RPC URL of each chain the frame serves, by CAIP-2 id. */
  readonly rpcUrls: Readonly<Record<string, string>>
  /** Shows the request to the person; true when they approve it (the frame's own UI: the app cannot answer it). */
  readonly approve: (summary: RequestSummary) => Promise<boolean>
}

const APPROVAL_METHODS = new Set([
  "personal_sign",
  "eth_signTypedData",
  "eth_signTypedData_v3",
  "eth_signTypedData_v4",
  "signTypedData_v4",
  "eth_sendTransaction",
  "solana_signMessage",
  "solana_signTransaction",
  "solana_signAllTransactions",
  "solana_signAndSendTransaction"
])

const hexBig = (value: unknown): bigint | undefined =>
  typeof value === "string" && isHex(value) ? BigInt(value) : undefined

/** One JSON-RPC request for the embedded wallet: reads forwarded to the chain, signing only after approval. */
export async function walletRpc(method: string, params: unknown, context: WalletRpcContext): Promise<unknown> {
  const rpcUrl = context.rpcUrls[context.chainId]
  if (rpcUrl === undefined)
    throw new ProviderRpcError(4901, `The wallet does not serve ${context.chainId}: switch to a network it serves.`)
  const [namespace] = context.chainId.split(":")
  const chain = evmChain(context.chainId, rpcUrl)
  if (namespace === "eip155") {
    if (method === "eth_accounts" || method === "eth_requestAccounts") return [context.wallet.evm.address]
    if (method === "eth_chainId") return numberToHex(chain.id)
  }
  if (!APPROVAL_METHODS.has(method)) {
    if (method.startsWith("solana_") || method.startsWith("wallet_")) throw unsupportedMethod(method)
    return jsonRpc(rpcUrl, method, params)
  }
  if (!(await context.approve(await summarize(method, params, chain, rpcUrl)))) throw userRejected()
  try {
    return namespace === "solana"
      ? await solanaRequest(method, params, context, rpcUrl)
      : await evmRequest(method, params, context, chain, rpcUrl)
  } catch (error) {
    throw toProviderError(error)
  }
}

/** What the approval screen shows for a request (token symbols read from the chain). */
export const summarize = async (
  method: string,
  params: unknown,
  evmChain: Chain,
  rpcUrl: string
): Promise<RequestSummary> => {
  const publicClient = createPublicClient({ chain: evmChain, transport: http(rpcUrl) })
  const tokenInfo = async (token: Address) => {
    try {
      const [symbol, decimals] = await Promise.all([
        publicClient.readContract({ address: token, abi: erc20Abi, functionName: "symbol" }),
        publicClient.readContract({ address: token, abi: erc20Abi, functionName: "decimals" })
      ])
      return { symbol, decimals }
    } catch {
      return undefined
    }
  }
  const shownParams = method === "solana_signMessage" ? solanaMessageText(params) : params
  return describeRequest(method, shownParams, { tokenInfo, nativeSymbol: "ETH" })
}

const evmRequest = async (
  method: string,
  params: unknown,
  context: WalletRpcContext,
  chain: Chain,
  rpcUrl: string
): Promise<unknown> => {
  const account = context.wallet.evm
  const list = Array.isArray(params) ? params : []
  if (method === "personal_sign") {
    const message = list[0]
    if (typeof message !== "string") throw invalidParams("personal_sign needs a message")
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }
  if (method === "eth_sendTransaction") {
    const tx = (list[0] ?? {}) as Record<string, unknown>
    const client = createWalletClient({ account, chain, transport: http(rpcUrl) })
    const fee = hexBig(tx.gasPrice)
    return client.sendTransaction({
      ...(typeof tx.to === "string" ? { to: tx.to as Address } : {}),
      ...(typeof tx.data === "string" && isHex(tx.data) ? { data: tx.data as Hex } : {}),
      value: hexBig(tx.value) ?? 0n,
      ...(hexBig(tx.gas) === undefined ? {} : { gas: hexBig(tx.gas)! }),
      ...(fee === undefined ? {} : { gasPrice: fee }),
      ...(fee === undefined && hexBig(tx.maxFeePerGas) !== undefined ? { maxFeePerGas: hexBig(tx.maxFeePerGas)! } : {}),
      ...(fee === undefined && hexBig(tx.maxPriorityFeePerGas) !== undefined
        ? { maxPriorityFeePerGas: hexBig(tx.maxPriorityFeePerGas)! }
        : {})
    } as never)
  }
  if (method.includes("signTypedData")) {
    const raw = list[1]
    const typed = (typeof raw === "string" ? JSON.parse(raw) : raw) as {
      types: Record<string, unknown>
      primaryType: string
      domain: unknown
      message: unknown
    }
    const { EIP712Domain: _domainType, ...types } = typed.types
    return account.signTypedData({ ...typed, types } as never)
  }
  throw unsupportedMethod(method)
}

const solanaMessageText = (params: unknown): unknown => {
  const message = (params as { message?: unknown } | null)?.message
  if (typeof message !== "string") return params
  try {
    return {
      message: new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array(getBase58Encoder().encode(message)))
    }
  } catch {
    return params
  }
}

const solanaRequest = async (
  method: string,
  params: unknown,
  context: WalletRpcContext,
  rpcUrl: string
): Promise<unknown> => {
  const signing = clusterSigning(context.wallet.solana, new Map([[context.chainId, rpcUrl]]), context.chainId)
  const body = (typeof params === "object" && params !== null ? params : {}) as Record<string, unknown>
  switch (method) {
    case "solana_signMessage":
      return { signature: toBase58(await signing.signMessage(fromBase58(body.message, "message"))) }
    case "solana_signTransaction": {
      const signed = await signing.signTransaction(
        signing.decodeTransaction(fromBase64(body.transaction, "transaction"))
      )
      return { signature: toBase58(signing.ownSignature(signed)), transaction: toBase64(encodeTransaction(signed)) }
    }
    case "solana_signAllTransactions": {
      if (!Array.isArray(body.transactions)) throw invalidParams("transactions must be an array of base64 strings")
      const signed = await Promise.all(
        body.transactions.map((t, i) =>
          signing.signTransaction(signing.decodeTransaction(fromBase64(t, `transactions[${i}]`)))
        )
      )
      return { transactions: signed.map((t) => toBase64(encodeTransaction(t))) }
    }
    case "solana_signAndSendTransaction": {
      const signed = await signing.signTransaction(
        signing.decodeTransaction(fromBase64(body.transaction, "transaction"))
      )
      return { signature: await signing.sendTransaction(signed, context.chainId, { commitment: "confirmed" }) }
    }
    default:
      throw unsupportedMethod(method)
  }
}
