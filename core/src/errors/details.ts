import { Schema } from "effect"

/**
 * The fields most errors carry beside their own: `details` for logs and developers, not shown
 * to the visitor, and `cause`, the failure underneath (a wallet's or library's error), kept as
 * `Error.cause` is.
 */
export const Details = { details: Schema.optional(Schema.String), cause: Schema.optional(Schema.Unknown) }
