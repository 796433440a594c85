import { Schema } from "effect"

/** The `details` field most errors carry: for logs and developers, not shown to the visitor. */
export const Details = { details: Schema.optional(Schema.String) }
