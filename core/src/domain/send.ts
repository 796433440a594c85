import { Result } from "effect"
import { SendRequirementsMissing } from "../errors.js"
import type { ChainNamespace } from "./namespace.js"
import type { TokenBalance } from "./token-balance.js"

/** The send form (SPEC §3). Amounts are decimal text as typed; gas values are bigint wei. */
export interface SendState {
  readonly token: TokenBalance | undefined
  readonly sendTokenAmount: string | undefined
  readonly receiverAddress: string | undefined
  readonly receiverProfileImageUrl: string | undefined
  readonly receiverProfileName: string | undefined
  readonly gasPrice: bigint | undefined
  /** The fee of a plain transfer of the native coin at `gasPrice`, in its smallest units: what Max leaves for the fee. */
  readonly plainTransferFee: bigint | undefined
  readonly gasPriceInUSD: number | undefined
  readonly networkBalanceInUSD: string | undefined
  readonly loading: boolean
  readonly tokenBalances: ReadonlyArray<TokenBalance>
  /** Epoch ms of the last failed balance fetch; retries wait out the cool-down. */
  readonly lastRetry: number | undefined
}

export type SendKind = "native" | "erc20"

export interface EvmSendInput {
  readonly kind: SendKind
  readonly tokenAddress?: string | undefined
  readonly amount?: string | undefined
  readonly receiver?: string | undefined
  readonly gasPrice?: bigint | undefined
  readonly decimals?: number | undefined
}

const blank = (value: string | undefined) => value === undefined || value.trim() === ""

/**
 * What an EVM send still lacks: ERC20 needs token address, amount and
 * receiver; a native send also needs the gas price and the token's decimals.
 */
export const missingForEvmSend = (input: EvmSendInput): ReadonlyArray<string> => {
  const missing: Array<string> = []
  if (input.kind === "erc20" && blank(input.tokenAddress)) missing.push("token address")
  if (blank(input.amount)) missing.push("amount")
  if (blank(input.receiver)) missing.push("receiver")
  if (input.kind === "native") {
    if (input.gasPrice === undefined) missing.push("gas price")
    if (input.decimals === undefined) missing.push("token decimals")
  }
  return missing
}

export const checkSendRequirements = (
  namespace: ChainNamespace,
  input: EvmSendInput
): Result.Result<void, SendRequirementsMissing> => {
  const missing =
    namespace === "solana"
      ? [...(blank(input.amount) ? ["amount"] : []), ...(blank(input.receiver) ? ["receiver"] : [])]
      : missingForEvmSend(input)
  return missing.length === 0 ? Result.void : Result.fail(new SendRequirementsMissing({ missing, namespace }))
}
