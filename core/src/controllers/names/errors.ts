import { Schema } from "effect"
import type { NameRule } from "./rules.js"
import { GangwayError } from "../../errors/gangway-error.js"

const DOCS = "docs/errors.md#names"

const ruleMessages: Record<NameRule, string> = {
  empty: "Type a name",
  "too-short": "A name has at least 3 characters",
  "too-long": "A name has at most 63 characters",
  characters: "Use only lowercase letters a–z, digits and hyphens",
  hyphen: "A name cannot start or end with a hyphen",
  punycode: "Names starting with xn-- (punycode) are not accepted: type the name in letters a–z and digits",
  suffix: "Only names ending in .reown.id can be registered here"
}

/** The name typed breaks one of the character rules (docs/names-sessions.md); the message says which. */
export class NameRefused extends GangwayError<NameRefused>(DOCS)("NameRefused", {
  name: Schema.String,
  rule: Schema.Literals(["empty", "too-short", "too-long", "characters", "hyphen", "punycode", "suffix"])
}) {
  override get message() {
    return ruleMessages[this.rule]
  }
}

/** Someone already registered the name. */
export class NameTaken extends GangwayError<NameTaken>(DOCS)("NameTaken", { name: Schema.String }) {
  override get message() {
    return `${this.name} is already registered: choose another name`
  }
}

/** The data API did not accept the wallet's signature of the registration. */
export class NameSignatureRefused extends GangwayError<NameSignatureRefused>(DOCS)("NameSignatureRefused", {
  name: Schema.String
}) {
  override get message() {
    return `The registration of ${this.name} was refused: the signature is not the connected account's. Sign again with this account`
  }
}

/** Names are not offered on the active network (the data API does not serve it, or its namespace has no names). */
export class NamesNetworkUnsupported extends GangwayError<NamesNetworkUnsupported>(DOCS)("NamesNetworkUnsupported", {
  network: Schema.String
}) {
  override get message() {
    return `Names cannot be registered on ${this.network}: switch to a network that supports names`
  }
}
