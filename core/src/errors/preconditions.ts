// Requests and state preconditions (SPEC §8): a part of the error catalogue, errors.ts.
import { Schema } from "effect"
import { Details } from "./details.js"
import { GangwayError } from "./gangway-error.js"

const DOCS = "docs/errors.md#input-and-preconditions"

export class RpcMethodNotAllowed extends GangwayError<RpcMethodNotAllowed>(DOCS)("RpcMethodNotAllowed", {
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

export class TransactionsFetchFailed extends GangwayError<TransactionsFetchFailed>(DOCS)(
  "TransactionsFetchFailed",
  Details
) {
  override get message() {
    return "Failed to fetch transactions"
  }
}

/** Gangway's own message (the spec has none for NFTs), worded like the transactions one. */
export class NftsFetchFailed extends GangwayError<NftsFetchFailed>(DOCS)("NftsFetchFailed", Details) {
  override get message() {
    return "Failed to fetch NFTs"
  }
}

export class TransactionsRequireAccount extends GangwayError<TransactionsRequireAccount>(DOCS)(
  "TransactionsRequireAccount",
  {}
) {
  override get message() {
    return "Transactions can't be fetched without an accountAddress"
  }
}

export class SiwxNotEnabled extends GangwayError<SiwxNotEnabled>(DOCS)("SiwxNotEnabled", {}) {
  override get message() {
    return "SIWX is not enabled"
  }
}

export class NoActiveCaipAddress extends GangwayError<NoActiveCaipAddress>(DOCS)("NoActiveCaipAddress", {}) {
  override get message() {
    return "No ActiveCaipAddress found"
  }
}

export class NoActiveCaipNetwork extends GangwayError<NoActiveCaipNetwork>(DOCS)("NoActiveCaipNetwork", {}) {
  override get message() {
    return "No ActiveCaipNetwork or client found"
  }
}

export class NoConnectionClient extends GangwayError<NoConnectionClient>(DOCS)("NoConnectionClient", {}) {
  override get message() {
    return "No ConnectionController client found"
  }
}

export class UnsupportedChain extends GangwayError<UnsupportedChain>(DOCS)("UnsupportedChain", {
  caipNetworkId: Schema.String
}) {
  override get message() {
    return `Unsupported chain: ${this.caipNetworkId}`
  }
}

export class MissingAdapter extends GangwayError<MissingAdapter>(DOCS)("MissingAdapter", {
  namespace: Schema.String
}) {
  override get message() {
    return `No adapter for namespace ${this.namespace}`
  }
}

export class MissingNetwork extends GangwayError<MissingNetwork>(DOCS)("MissingNetwork", {
  caipNetworkId: Schema.String
}) {
  override get message() {
    return `Unknown network: ${this.caipNetworkId}`
  }
}

/** Bad input from a user, a flag or a caller: which field, and why. */
export class InvalidInput extends GangwayError<InvalidInput>(DOCS)("InvalidInput", {
  field: Schema.String,
  reason: Schema.String
}) {
  override get message() {
    return `Invalid ${this.field}: ${this.reason}`
  }
}
