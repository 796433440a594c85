import { numberToHex, type Hex } from "viem"
import { evmChain } from "../chain/evm-chain.js"
import { invalidParams, toProviderError, userRejected } from "../chain/errors.js"
import type { SmartAccounts } from "./smart-account.js"
import { summarize, type WalletRpcContext } from "./wallet-rpc.js"

/**
 * The requests a smart account answers itself (when it is the preferred account on an EVM
 * chain with a bundler): its address, sends as user operations, EIP-5792 batches. Anything
 * else (reads, message signing by the owner key) goes on to the EOA path: `undefined`.
 */
export async function smartAccountRpc(
  method: string,
  params: unknown,
  context: WalletRpcContext & { readonly smart: SmartAccounts }
): Promise<{ readonly result: unknown } | undefined> {
  const { smart, wallet, chainId } = context
  const rpcUrl = context.rpcUrls[chainId]!
  const list = Array.isArray(params) ? params : []
  const approveAndSend = async (calls: readonly unknown[]): Promise<Hex> => {
    const summary = await summarize(method, params, evmChain(chainId, rpcUrl), rpcUrl)
    // The person sees which of their accounts pays: the smart account, not the key they know from the EOA.
    const from = (await smart.describe(wallet, chainId)).address
    if (!(await context.approve({ ...summary, rows: [...summary.rows, ["From", `Smart account ${from}`]] })))
      throw userRejected()
    try {
      return await smart.sendCalls(wallet, chainId, calls)
    } catch (error) {
      throw toProviderError(error)
    }
  }
  switch (method) {
    case "eth_accounts":
    case "eth_requestAccounts":
      return { result: [(await smart.describe(wallet, chainId)).address] }
    case "eth_sendTransaction": {
      const userOperation = await approveAndSend([list[0]])
      // The app follows a transaction hash (receipt, Activity): the one that carried the user operation.
      return { result: await smart.transactionOf(wallet, chainId, userOperation) }
    }
    case "wallet_sendCalls": {
      const request = (typeof list[0] === "object" && list[0] !== null ? list[0] : {}) as { calls?: unknown }
      if (!Array.isArray(request.calls)) throw invalidParams("wallet_sendCalls needs calls")
      return { result: { id: await approveAndSend(request.calls) } }
    }
    case "wallet_getCallsStatus": {
      const id = list[0]
      if (typeof id !== "string" || !/^0x[0-9a-fA-F]{64}$/.test(id))
        throw invalidParams("wallet_getCallsStatus needs a batch id")
      return { result: await smart.callsStatus(wallet, chainId, id as Hex) }
    }
    case "wallet_getCapabilities":
      return { result: { [numberToHex(Number(chainId.split(":")[1]))]: { atomic: { status: "supported" } } } }
    default:
      return undefined
  }
}
