// Requests and state preconditions (SPEC §8): a part of the error catalogue, errors.ts.
import { Schema } from "effect"
import { Details } from "./details.js"

export class RpcMethodNotAllowed extends Schema.TaggedError<RpcMethodNotAllowed>()("RpcMethodNotAllowed", {
  method: Schema.String
}) {
  override get message() {
    return "Requested RPC call is not allowed"
  }
  /** The shorter text the modal shows. */
  get uiMessage() {
    return "Action not allowed"
  }
}

export class TransactionsFetchFailed extends Schema.TaggedError<TransactionsFetchFailed>()(
  "TransactionsFetchFailed",
  Details
) {
  override get message() {
    return "Failed to fetch transactions"
  }
}

/** Gangway's own message (the spec has none for NFTs), worded like the transactions one. */
export class NftsFetchFailed extends Schema.TaggedError<NftsFetchFailed>()("NftsFetchFailed", Details) {
  override get message() {
    return "Failed to fetch NFTs"
  }
}

export class TransactionsRequireAccount extends Schema.TaggedError<TransactionsRequireAccount>()(
  "TransactionsRequireAccount",
  {}
) {
  override get message() {
    return "Transactions can't be fetched without an accountAddress"
  }
}

export class SiwxNotEnabled extends Schema.TaggedError<SiwxNotEnabled>()("SiwxNotEnabled", {}) {
  override get message() {
    return "SIWX is not enabled"
  }
}

export class NoActiveCaipAddress extends Schema.TaggedError<NoActiveCaipAddress>()("NoActiveCaipAddress", {}) {
  override get message() {
    return "No ActiveCaipAddress found"
  }
}

export class NoActiveCaipNetwork extends Schema.TaggedError<NoActiveCaipNetwork>()("NoActiveCaipNetwork", {}) {
  override get message() {
    return "No ActiveCaipNetwork or client found"
  }
}

export class NoConnectionClient extends Schema.TaggedError<NoConnectionClient>()("NoConnectionClient", {}) {
  override get message() {
    return "No ConnectionController client found"
  }
}

export class UnsupportedChain extends Schema.TaggedError<UnsupportedChain>()("UnsupportedChain", {
  caipNetworkId: Schema.String
}) {
  override get message() {
    return `Unsupported chain: ${this.caipNetworkId}`
  }
}

export class MissingAdapter extends Schema.TaggedError<MissingAdapter>()("MissingAdapter", {
  namespace: Schema.String
}) {
  override get message() {
    return `No adapter for namespace ${this.namespace}`
  }
}

export class MissingNetwork extends Schema.TaggedError<MissingNetwork>()("MissingNetwork", {
  caipNetworkId: Schema.String
}) {
  override get message() {
    return `Unknown network: ${this.caipNetworkId}`
  }
}

/** Bad input from a user, a flag or a caller: which field, and why. */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  field: Schema.String,
  reason: Schema.String
}) {
  override get message() {
    return `Invalid ${this.field}: ${this.reason}`
  }
}
