// The amount rules of a send, without Effect (`@gangway/core/light`): the core's checks, the CLI
// and the modal's form read a typed amount and Max the same way.
import { amountProblemText, readAmount, unitsText, type AmountProblem } from "./amount-text.js"
import type { TokenBalance } from "./token-balance.js"

/** Why an amount cannot be sent: text that is no amount, zero, or more than the account holds. */
export type SendAmountProblem = AmountProblem | "zero" | "more than held"

/** A typed amount checked for sending: its smallest units, or its problem with the reason messages give. */
export type AmountCheck =
  | { readonly ok: true; readonly units: bigint }
  | { readonly ok: false; readonly problem: SendAmountProblem; readonly reason: string }

/**
 * The rule for an amount to send (SPEC §5): a decimal with at most the token's `decimals`, more
 * than zero and, when `held` is given (the token's smallest units and symbol), no more than that.
 */
export const checkAmount = (
  text: string,
  decimals: number,
  held?: { readonly units: bigint; readonly symbol: string }
): AmountCheck => {
  const units = readAmount(text, decimals)
  if (typeof units !== "bigint") return { ok: false, problem: units, reason: amountProblemText[units] }
  if (units === 0n) return { ok: false, problem: "zero", reason: "the amount must be greater than 0" }
  if (held !== undefined && units > held.units) {
    const reason = `more than the ${unitsText(held.units, decimals)} ${held.symbol} held`
    return { ok: false, problem: "more than held", reason }
  }
  return { ok: true, units }
}

/** What a balance row holds in the token's smallest units; 0 when its quantity cannot be read with `decimals`. */
export const balanceUnits = (token: TokenBalance, decimals: number): bigint => {
  const units = readAmount(token.quantity.numeric, decimals)
  return typeof units === "bigint" ? units : 0n
}

/**
 * The most that can be sent (Max): all of a token; of the network's own coin, what is left once
 * `fee` is paid (a plain transfer's, in its smallest units; none known counts as 0), never below 0.
 */
export const maxSendable = (holding: {
  readonly held: bigint
  readonly native: boolean
  readonly fee: bigint | undefined
}): bigint => {
  if (!holding.native) return holding.held
  const left = holding.held - (holding.fee ?? 0n)
  return left > 0n ? left : 0n
}
