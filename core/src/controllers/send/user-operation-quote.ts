import { Effect } from "effect"
import type { TransferAdapter, TransferInput, TransferQuote } from "../../adapters/adapter.js"
import type { WalletSession } from "../../connectors/session.js"
import { gasFee } from "../../domain/transfer-fee.js"
import { userOperationGas } from "../../domain/user-operation.js"

/**
 * A smart account's transfer priced as the user operation its wallet will send: all its gas
 * limits (the account's creation included while it is not deployed) times its `maxFeePerGas`.
 * That is the most EntryPoint v0.7 can charge (it takes this prefund and refunds the unused
 * part), so the review shows an upper bound rather than a plain transfer's gas, which is far
 * below what the operation costs. Other accounts: the adapter's own quote.
 */
export const quoteTransfer = (
  transfer: TransferAdapter,
  input: TransferInput,
  smartAccount: WalletSession["estimateUserOperation"]
) => {
  if (smartAccount === undefined || transfer.call === undefined) return transfer.quote(input)
  return Effect.map(smartAccount(input.network, [transfer.call(input)]), (estimate): TransferQuote => {
    return {
      fee: gasFee(userOperationGas(estimate), estimate.maxFeePerGas),
      plan: undefined,
      userOperation: { deploysAccount: estimate.deploysAccount }
    }
  })
}
