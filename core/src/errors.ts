/**
 * The error catalogue (SPEC §8). Every failure the core reports is one of these
 * tagged classes; `message` is the exact user-facing text (its English entry in
 * i18n/errors-messages.ts, the one place it is written), `details` (where
 * present) is for logs and developers. One module per area, under errors/.
 */
import { noticeMessages } from "./i18n/notices-messages.js"

export * from "./errors/balances.js"
export * from "./errors/connection.js"
export * from "./errors/frame.js"
export * from "./errors/preconditions.js"
export * from "./errors/receiver-problem.js"
export * from "./errors/sending.js"
export * from "./errors/chain.js"
export * from "./errors/services.js"
export { GangwayError, GangwayErrorTypeId, type GangwayErrorBrand } from "./errors/gangway-error.js"

// -- User-facing notices that are not errors -------------------------------

/** The toasts' notices in English (the `notices` namespace, core/src/i18n/notices-messages.ts). */
export const Notices = noticeMessages.en
