import { unitsText } from "./amount-text.js"

/** What a network counts its fee in: gas (EVM), signatures (Solana), virtual bytes (Bitcoin). */
export type FeeUnit = "gas" | "signature" | "vbyte"

/** How people write one fee unit's price: gwei per gas, lamports per signature, satoshis per virtual byte. */
export type FeeRateUnit = "gwei" | "lamports" | "sat/vB"

/** The price of one fee unit: `value` in the native coin's smallest units, written as `value / 10^decimals` `unit`. */
export interface FeeRate {
  readonly value: bigint
  readonly decimals: number
  readonly unit: FeeRateUnit
}

/**
 * A transfer's network fee as its adapter describes it, for a review to show on any network:
 * `units` of `unit` at `rate` each, plus any `rent`, make `amount`.
 */
export interface TransferFee {
  /** The whole fee in the native coin's smallest units (wei, lamports, satoshis), rent included. */
  readonly amount: bigint
  /** How many fee units the transfer takes. */
  readonly units: bigint
  readonly unit: FeeUnit
  readonly rate: FeeRate
  /** What a review calls the fee's line: `gas` where the fee is gas (EVM), else `fee`. */
  readonly label: "gas" | "fee"
  /**
   * Where the network charges rent for the accounts a transfer opens (Solana): what this one
   * pays, part of `amount` (0 when it opens none); absent on networks without rent.
   */
  readonly rent?: bigint | undefined
}

/** An EVM fee: `gas` at `gasPrice` wei each, written in gwei. */
export const gasFee = (gas: bigint, gasPrice: bigint): TransferFee => ({
  amount: gas * gasPrice,
  units: gas,
  unit: "gas",
  rate: { value: gasPrice, decimals: 9, unit: "gwei" },
  label: "gas"
})

/** The rate as people write it, without its unit: "1.5" (gwei), "5000" (lamports), "12" (sat/vB). */
export const feeRateText = (rate: FeeRate): string => unitsText(rate.value, rate.decimals)
