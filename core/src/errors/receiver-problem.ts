// Why a send's receiver was refused, as a type: `InvalidInput`'s `problem` (field "receiver").
// Its English words, the error's `reason`, are the `receiver` namespace (i18n/receiver-messages.ts),
// which a person's language translates by `kind`, filling the problem's other fields in.
import { Schema } from "effect"
import { ChainNamespace } from "../domain/namespace.js"

/** The Bitcoin networks an address can be written for (testnet's prefixes serve signet too). */
export const BitcoinAddressNetwork = Schema.Literals(["mainnet", "testnet", "regtest"])
export type BitcoinAddressNetwork = typeof BitcoinAddressNetwork.Type

const problem = <const Kind extends string, const Fields extends Schema.Struct.Fields>(kind: Kind, fields: Fields) =>
  Schema.Struct({ kind: Schema.Literal(kind), ...fields })

/** The text typed, as it was given (trimmed). */
const value = Schema.String

/**
 * Why a receiver was refused: EVM text that is neither an address nor a registered name
 * (`unknownName`); text that is not the namespace's address (`notAnAddress`, `expectedAddress` when
 * a send is prepared); a mixed-case EVM address whose EIP-55 checksum fails (`evmChecksum`); a
 * mistyped Bitcoin address (`bitcoinChecksum`); another Bitcoin network's address
 * (`otherBitcoinNetwork`); an address the network's outputs cannot pay (`notOnNetwork`).
 */
export const ReceiverProblem = Schema.Union([
  problem("unknownName", { value }),
  problem("notAnAddress", { value, namespace: ChainNamespace }),
  problem("expectedAddress", { namespace: ChainNamespace }),
  problem("evmChecksum", {}),
  problem("bitcoinChecksum", {}),
  problem("otherBitcoinNetwork", { value, addressNetwork: BitcoinAddressNetwork, network: Schema.String }),
  problem("notOnNetwork", { value, network: Schema.String })
])
export type ReceiverProblem = typeof ReceiverProblem.Type
