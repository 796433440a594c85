// Effect-free: why a send's receiver was refused, in the person's language (the modal's send form
// beside the receiver field, the CLI's error line).
import type { ReceiverProblem } from "../errors/receiver-problem.js"
import { defineMessages } from "./define-messages.js"
import { translate, type LoadedTranslations } from "./messages.js"
import type { DisplayLocale } from "./locales.js"

// Each namespace's address rule, as `addressRule` of its adapter says it (a test keeps them equal).
const RULES =
  "solana {a Solana address (32 to 44 base58 characters)} bip122 {a Bitcoin address of this network (bc1…, 1… or 3… on mainnet; tb1…, m/n… or 2… on testnet; bcrt1… on regtest)} polkadot {a Polkadot (SS58) address}"

/**
 * A receiver's `ReceiverProblem` by its `kind`, its other fields as parameters. The English entry
 * is the `InvalidInput`'s `reason` (errors/invalid-receiver.ts builds it from here).
 */
export const receiverMessages = defineMessages("receiver", {
  unknownName: "{value} is neither an address nor a registered name",
  notAnAddress: `{value} is not {namespace, select, ${RULES} other {an EVM address (40 hex digits, optional 0x)}}`,
  expectedAddress: `expected {namespace, select, ${RULES} other {an address or a registered name}}`,
  evmChecksum: "its mixed-case letters do not match the address's EIP-55 checksum: check it was copied whole",
  bitcoinChecksum: "its checksum does not match: a character is wrong or missing. Check it was copied whole",
  otherBitcoinNetwork: "{value} is a Bitcoin {addressNetwork} address; {network} needs one of its own",
  notOnNetwork: "{value} is not an address of {network}"
})

/** An `InvalidInput`'s reason, and for a refused receiver why, as a type. */
interface ReasonLike {
  readonly reason: string
  readonly problem?: ReceiverProblem | undefined
}

/**
 * An `InvalidInput`'s reason in `locale`: its typed problem from the `receiver` namespace, else
 * the reason as given (English, as in English itself).
 */
export const describeReason = (
  error: ReasonLike,
  locale: DisplayLocale,
  loaded: LoadedTranslations | undefined
): string =>
  error.problem === undefined || locale === "en"
    ? error.reason
    : translate(receiverMessages, locale, loaded, error.problem.kind, error.problem)
