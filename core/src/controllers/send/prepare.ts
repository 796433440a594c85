import { Effect, Result } from "effect"
import type { ChainAdapter, FeeSpeed, TransferInput } from "../../adapters/adapter.js"
import { checkSendRequirements } from "../../domain/send.js"
import { checkAmount } from "../../domain/send-amount.js"
import { isNetworkNativeToken, tokenContractAddress, tokenDecimals } from "../../domain/send-token.js"
import type { TokenBalance } from "../../domain/token-balance.js"
import { InvalidInput } from "../../errors.js"
import { invalidReceiver } from "../../errors/invalid-receiver.js"
import { checkFees, type FeeSettings } from "../../policy/fees.js"
import type { ActiveTarget } from "../active-target.js"
import type { SendStoreState } from "./types.js"

/**
 * Everything checked before the wallet is asked (SPEC §5): what the namespace
 * requires of the form, the amount in the token's decimals (more than zero),
 * the receiver's address rule, the fee fields. The transfer to price and send.
 */
export const prepareTransfer = (input: {
  readonly form: SendStoreState
  readonly target: ActiveTarget
  readonly adapter: ChainAdapter
  readonly fees: FeeSettings | undefined
  /** The fee speed chosen, where the adapter offers speeds. */
  readonly speed?: FeeSpeed | undefined
  /** The sending account's public key, when its wallet gave it. */
  readonly fromPublicKey?: string | undefined
  /** The gas price the EVM requirements need, when no fees were given. */
  readonly gasPrice: Effect.Effect<bigint | undefined, never>
}) =>
  Effect.gen(function* () {
    const { form, target, adapter, fees } = input
    const token = form.token
    const native = token !== undefined && isNetworkNativeToken(token, target.network)
    const decimals = token === undefined ? undefined : tokenDecimals(token)
    const gasPrice = fees === undefined ? yield* input.gasPrice : fees.gasPrice
    const missing = checkSendRequirements(target.network.chainNamespace, {
      kind: native ? "native" : "erc20",
      tokenAddress: token === undefined ? undefined : tokenContractAddress(token),
      amount: form.sendTokenAmount,
      receiver: form.receiverAddress,
      gasPrice: fees === undefined ? gasPrice : (gasPrice ?? fees.maxFeePerGas),
      decimals
    })
    if (Result.isFailure(missing)) return yield* missing.failure
    const amount = checkAmount(form.sendTokenAmount ?? "", decimals ?? target.network.nativeCurrency.decimals)
    if (!amount.ok) return yield* new InvalidInput({ field: "amount", reason: amount.reason })
    const receiver = form.receiverAddress ?? ""
    if (!adapter.isAddress(receiver, target.network)) {
      return yield* invalidReceiver({ kind: "expectedAddress", namespace: target.network.chainNamespace })
    }
    const checkedFees = checkFees(fees ?? { gasPrice })
    if (Result.isFailure(checkedFees)) return yield* checkedFees.failure
    return {
      network: target.network,
      from: target.address,
      to: adapter.normalizeAddress(receiver),
      token: token as TokenBalance,
      native,
      units: amount.units,
      fees: checkedFees.success,
      speed: input.speed,
      fromPublicKey: input.fromPublicKey
    } satisfies TransferInput
  })
