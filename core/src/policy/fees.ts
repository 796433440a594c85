import { Result } from "effect"
import { maxUint256 } from "viem"
import { InvalidFeeSettings } from "../errors.js"

export interface FeeSettings {
  readonly gasPrice?: bigint | undefined
  readonly maxFeePerGas?: bigint | undefined
  readonly maxPriorityFeePerGas?: bigint | undefined
}

/**
 * gasPrice cannot be combined with EIP-1559 fees; maxFeePerGas must fit in 256
 * bits; the priority fee must not exceed maxFeePerGas.
 */
export const checkFees = (fees: FeeSettings): Result.Result<FeeSettings, InvalidFeeSettings> => {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = fees
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)) {
    return Result.fail(
      new InvalidFeeSettings({
        rule: "gasPriceWithEip1559Fees",
        details: "gasPrice cannot be combined with maxFeePerGas or maxPriorityFeePerGas"
      })
    )
  }
  if (maxFeePerGas !== undefined && maxFeePerGas > maxUint256) {
    return Result.fail(
      new InvalidFeeSettings({
        rule: "maxFeePerGasTooHigh",
        details: `maxFeePerGas ${maxFeePerGas} exceeds the 256-bit maximum`
      })
    )
  }
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined && maxPriorityFeePerGas > maxFeePerGas) {
    return Result.fail(
      new InvalidFeeSettings({
        rule: "tipAboveFeeCap",
        details: `maxPriorityFeePerGas ${maxPriorityFeePerGas} exceeds maxFeePerGas ${maxFeePerGas}`
      })
    )
  }
  return Result.succeed(fees)
}
