import { Schema } from "effect"
import { GangwayError } from "../../errors/gangway-error.js"

const DOCS = "docs/errors.md#names"

/** The name typed breaks one of the character rules (docs/names-sessions.md); the message says which. */
export class NameRefused extends GangwayError<NameRefused>(DOCS)("NameRefused", {
  name: Schema.String,
  rule: Schema.Literals(["empty", "too-short", "too-long", "characters", "hyphen", "punycode", "suffix"])
}) {}

/** Someone already registered the name. */
export class NameTaken extends GangwayError<NameTaken>(DOCS)("NameTaken", { name: Schema.String }) {}

/** The data API did not accept the wallet's signature of the registration. */
export class NameSignatureRefused extends GangwayError<NameSignatureRefused>(DOCS)("NameSignatureRefused", {
  name: Schema.String
}) {}

/** Names are not offered on the active network (the data API does not serve it, or its namespace has no names). */
export class NamesNetworkUnsupported extends GangwayError<NamesNetworkUnsupported>(DOCS)("NamesNetworkUnsupported", {
  network: Schema.String
}) {}
