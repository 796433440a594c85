import { Effect } from "effect"
import { encodeFunctionData, type Address, type Hash } from "viem"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { tokenContractAddress } from "../../domain/send-token.js"
import { gasFee } from "../../domain/transfer-fee.js"
import type { EvmCall } from "../../domain/user-operation.js"
import { ChainError, InvalidInput, WalletRequestFailed } from "../../errors.js"
import { DataApi } from "../../services/data-api/data-api.js"
import type { TransferAdapter, TransferInput, TransferQuote } from "../adapter.js"
import { transferAbiFor } from "./erc20.js"
import type { EvmRpc } from "./rpc.js"
import { toWalletError } from "./wallet-errors.js"
import { isEvmSigner } from "./signer.js"

const contractOf = (input: TransferInput) => tokenContractAddress(input.token) as Address

/** Native and ERC20 (USDT's variant included) transfers through a viem wallet client. */
export const evmTransfer = (rpc: EvmRpc): TransferAdapter => {
  const feeRate = (network: CaipNetwork) =>
    Effect.gen(function* () {
      const dataApi = yield* DataApi
      return yield* dataApi.getGasPrice({ caipNetworkId: network.caipNetworkId }).pipe(
        Effect.map((prices) => BigInt(prices.standard)),
        // The data API does not serve this network: ask the chain itself.
        Effect.catchTag("GasPriceNetworkUnsupported", () => rpc.read(network, (client) => client.getGasPrice()))
      )
    })

  const quote = (input: TransferInput) =>
    Effect.gen(function* () {
      if (!input.native && tokenContractAddress(input.token) === undefined) {
        return yield* new InvalidInput({ field: "token", reason: `${input.token.symbol} has no contract address` })
      }
      const gas = yield* rpc.read(input.network, (client) =>
        input.native
          ? client.estimateGas({ account: input.from as Address, to: input.to as Address, value: input.units })
          : client.estimateContractGas({
              address: contractOf(input),
              abi: transferAbiFor(input.token),
              functionName: "transfer",
              args: [input.to as Address, input.units],
              account: input.from as Address
            })
      )
      const gasPrice =
        input.fees?.gasPrice ??
        input.fees?.maxFeePerGas ??
        (yield* Effect.orElseSucceed(
          rpc.read(input.network, (client) => client.getGasPrice()),
          () => 0n
        ))
      return { fee: gasFee(gas, gasPrice), plan: undefined } satisfies TransferQuote
    })

  const call = (input: TransferInput): EvmCall =>
    input.native
      ? { to: input.to, value: input.units, data: "0x" }
      : {
          to: contractOf(input),
          value: 0n,
          data: encodeFunctionData({
            abi: transferAbiFor(input.token),
            functionName: "transfer",
            args: [input.to as Address, input.units]
          })
        }

  const send: TransferAdapter["send"] = (session, input) =>
    Effect.gen(function* () {
      if (!isEvmSigner(session.signer)) {
        return yield* new WalletRequestFailed({
          method: "eth_sendTransaction",
          details: `a ${session.namespace} session cannot send on eip155`
        })
      }
      const wallet = session.signer.walletClient(input.network)
      const fees = input.fees ?? {}
      const feeFields =
        fees.gasPrice !== undefined
          ? { gasPrice: fees.gasPrice }
          : {
              ...(fees.maxFeePerGas === undefined ? {} : { maxFeePerGas: fees.maxFeePerGas }),
              ...(fees.maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas: fees.maxPriorityFeePerGas })
            }
      return yield* Effect.tryPromise({
        try: (): Promise<Hash> =>
          input.native
            ? wallet.sendTransaction({ to: input.to as Address, value: input.units, ...feeFields } as never)
            : wallet.writeContract({
                address: contractOf(input),
                abi: transferAbiFor(input.token),
                functionName: "transfer",
                args: [input.to as Address, input.units],
                ...feeFields
              } as never),
        catch: (error) => toWalletError("eth_sendTransaction", error)
      })
    })

  const confirm = (network: CaipNetwork, id: string) =>
    rpc
      .read(network, (client) => client.waitForTransactionReceipt({ hash: id as Hash }))
      .pipe(
        Effect.flatMap((mined) =>
          mined.status === "success"
            ? Effect.void
            : Effect.fail(new ChainError({ reason: "ExecutionReverted", details: `transaction ${id} reverted` }))
        )
      )

  return { feeRate, quote, call, send, confirm }
}
