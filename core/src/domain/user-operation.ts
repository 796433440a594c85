/** One call a smart account makes inside a user operation. */
export interface EvmCall {
  readonly to: string
  readonly value: bigint
  /** The call's input, hex (`0x` for a plain value transfer). */
  readonly data: string
}

/** A user operation prepared as the smart account's wallet would send it (ERC-4337, EntryPoint v0.7). */
export interface UserOperationEstimate {
  readonly callGasLimit: bigint
  readonly verificationGasLimit: bigint
  readonly preVerificationGas: bigint
  readonly paymasterVerificationGasLimit: bigint
  readonly paymasterPostOpGasLimit: bigint
  readonly maxFeePerGas: bigint
  /** The account is not on chain yet: this operation creates it (its factory call is part of the verification gas). */
  readonly deploysAccount: boolean
}

/**
 * The gas a user operation may be charged for: every limit it carries plus its pre-verification
 * gas. EntryPoint v0.7 takes this times `maxFeePerGas` from the account before running it (the
 * required prefund) and refunds what was not used, so no operation costs more than that.
 */
export const userOperationGas = (estimate: UserOperationEstimate): bigint =>
  estimate.callGasLimit +
  estimate.verificationGasLimit +
  estimate.preVerificationGas +
  estimate.paymasterVerificationGasLimit +
  estimate.paymasterPostOpGasLimit
