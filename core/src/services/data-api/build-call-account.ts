import { Schema } from "effect"
import { isEvmAddress, parseCaipAddress } from "../../domain/address.js"

/** Whether `value` is an EVM account as the convert builders write one: CAIP-10 (`eip155:1:0x…`) or plain. */
const isCallAccount = (value: string): boolean =>
  parseCaipAddress(value)?.namespace === "eip155" || (value.startsWith("0x") && isEvmAddress(value))

/**
 * An account of a built transaction. The real server writes CAIP-10 ids (it formats 1inch's
 * plain addresses with `format_to_caip10`); a plain `0x…` address is read too.
 */
export const CallAccount = Schema.String.pipe(
  Schema.check(Schema.makeFilter(isCallAccount, { expected: "an EVM account: eip155:<chain>:0x… or 0x…" }))
)

/** The `0x…` address of a `CallAccount`. */
export const plainCallAddress = (account: string): string => account.split(":").at(-1) ?? account
