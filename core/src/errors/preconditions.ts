// Requests and state preconditions (SPEC §8): a part of the error catalogue, errors.ts.
import { Schema } from "effect"
import { noticeMessages } from "../i18n/notices-messages.js"
import { Details } from "./details.js"
import { GangwayError } from "./gangway-error.js"
import { ReceiverProblem } from "./receiver-problem.js"

const DOCS = "docs/errors.md#input-and-preconditions"

export class RpcMethodNotAllowed extends GangwayError<RpcMethodNotAllowed>(DOCS)("RpcMethodNotAllowed", {
  method: Schema.String
}) {
  /** The shorter text the modal shows (the notices' `actionNotAllowed`). */
  get uiMessage() {
    return noticeMessages.en.actionNotAllowed
  }
}

export class TransactionsFetchFailed extends GangwayError<TransactionsFetchFailed>(DOCS)(
  "TransactionsFetchFailed",
  Details
) {}

/** Gangway's own message (the spec has none for NFTs), worded like the transactions one. */
export class NftsFetchFailed extends GangwayError<NftsFetchFailed>(DOCS)("NftsFetchFailed", Details) {}

export class TransactionsRequireAccount extends GangwayError<TransactionsRequireAccount>(DOCS)(
  "TransactionsRequireAccount",
  {}
) {}

export class SiwxNotEnabled extends GangwayError<SiwxNotEnabled>(DOCS)("SiwxNotEnabled", {}) {}

export class NoActiveCaipAddress extends GangwayError<NoActiveCaipAddress>(DOCS)("NoActiveCaipAddress", {}) {}

export class NoActiveCaipNetwork extends GangwayError<NoActiveCaipNetwork>(DOCS)("NoActiveCaipNetwork", {}) {}

export class NoConnectionClient extends GangwayError<NoConnectionClient>(DOCS)("NoConnectionClient", {}) {}

export class UnsupportedChain extends GangwayError<UnsupportedChain>(DOCS)("UnsupportedChain", {
  caipNetworkId: Schema.String
}) {}

export class MissingAdapter extends GangwayError<MissingAdapter>(DOCS)("MissingAdapter", {
  namespace: Schema.String
}) {}

export class MissingNetwork extends GangwayError<MissingNetwork>(DOCS)("MissingNetwork", {
  caipNetworkId: Schema.String
}) {}

/**
 * Every field an `InvalidInput` names, as its message writes it ('Invalid receiver: …'): a
 * form or a flag maps them back by these values, so a new one is added here first.
 */
export const InvalidInputField = Schema.Literals([
  // The client's options
  "options",
  "defaultNetwork",
  "basic",
  "themeVariables",
  "namespace",
  // Email and social login, and the secure frame's requests
  "email",
  "provider",
  "otp",
  "frame request",
  // Sends, swaps and buying
  "token",
  "amount",
  "decimals",
  "receiver",
  "from",
  "to",
  "slippage",
  // Local signers' keys
  "private key",
  "mnemonic",
  "secret key",
  "keypair",
  "wif",
  "session key",
  // The CLI's flags
  "address",
  "network",
  "cursor",
  // Wallet requests answered by a local signer
  "personal_sign params",
  "eth_signTypedData_v4 params",
  "eth_sendTransaction params",
  "preflightCommitment",
  "commitment"
])
export type InvalidInputField = typeof InvalidInputField.Type

/**
 * Bad input from a user, a flag or a caller: which field, and why. A refused receiver says why as
 * a type too (`problem`), which a person's language translates; `reason` stays its English words.
 */
export class InvalidInput extends GangwayError<InvalidInput>(DOCS)("InvalidInput", {
  field: InvalidInputField,
  reason: Schema.String,
  problem: Schema.optional(ReceiverProblem)
}) {}
