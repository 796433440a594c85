import { Schema } from "effect"
import { GangwayError } from "../../errors/gangway-error.js"

const DOCS = "docs/errors.md#smart-sessions"

/** Smart sessions are not offered on the active network (the data API does not serve it, or its namespace has none). */
export class SessionsNetworkUnsupported extends GangwayError<SessionsNetworkUnsupported>(DOCS)(
  "SessionsNetworkUnsupported",
  {
    network: Schema.String
  }
) {}

/** No session with this pci on the account. */
export class SessionNotFound extends GangwayError<SessionNotFound>(DOCS)("SessionNotFound", { pci: Schema.String }) {}

/** The wallet refused a spend under the permission (beyond the limit, expired, revoked, wrong key); `reason` is the wallet's. */
export class SessionSpendRefused extends GangwayError<SessionSpendRefused>(DOCS)("SessionSpendRefused", {
  reason: Schema.String
}) {}

/** The data API did not accept the revocation's signature. */
export class SessionRevokeRefused extends GangwayError<SessionRevokeRefused>(DOCS)("SessionRevokeRefused", {
  pci: Schema.String
}) {}
