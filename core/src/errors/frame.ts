// The secure frame (SPEC §8): a part of the error catalogue, errors.ts.
import { Schema } from "effect"
import { Details } from "./details.js"
import { GangwayError } from "./gangway-error.js"

const DOCS = "docs/errors.md#email-and-social-login"

export class EmailLoginDependencyUnavailable extends GangwayError<EmailLoginDependencyUnavailable>(DOCS)(
  "EmailLoginDependencyUnavailable",
  Details
) {}

export class FrameNotSet extends GangwayError<FrameNotSet>(DOCS)("FrameNotSet", {}) {
  override get message() {
    return "W3mFrame: iframe is not set"
  }
}

export class RequestAborted extends GangwayError<RequestAborted>(DOCS)("RequestAborted", {}) {}

/** A frame auth request that timed out (30 s) or was aborted; also shown as a toast. */
export class SomethingWentWrong extends GangwayError<SomethingWentWrong>(DOCS)("SomethingWentWrong", Details) {}

/** An ERROR reply from the secure frame; its payload message, or the fallback. */
export class FrameErrorReply extends GangwayError<FrameErrorReply>(DOCS)("FrameErrorReply", {
  reply: Schema.optional(Schema.String)
}) {}
