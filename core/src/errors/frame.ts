// The secure frame (SPEC §8): a part of the error catalogue, errors.ts.
import { Schema } from "effect"
import { Details } from "./details.js"

export class EmailLoginDependencyUnavailable extends Schema.TaggedError<EmailLoginDependencyUnavailable>()(
  "EmailLoginDependencyUnavailable",
  Details
) {
  override get message() {
    return "Unable to load email login dependency"
  }
}

export class FrameNotSet extends Schema.TaggedError<FrameNotSet>()("FrameNotSet", {}) {
  override get message() {
    return "W3mFrame: iframe is not set"
  }
}

export class RequestAborted extends Schema.TaggedError<RequestAborted>()("RequestAborted", {}) {
  override get message() {
    return "Request was aborted"
  }
}

/** A frame auth request that timed out (30 s) or was aborted; also shown as a toast. */
export class SomethingWentWrong extends Schema.TaggedError<SomethingWentWrong>()("SomethingWentWrong", Details) {
  override get message() {
    return "Something went wrong"
  }
}

/** An ERROR reply from the secure frame; its payload message, or the fallback. */
export class FrameErrorReply extends Schema.TaggedError<FrameErrorReply>()("FrameErrorReply", {
  reply: Schema.optional(Schema.String)
}) {
  override get message() {
    return this.reply !== undefined && this.reply.length > 0 ? this.reply : "An error occurred"
  }
}
