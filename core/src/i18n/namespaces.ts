// The core's message namespaces (text both the modal and the CLI show), by name: each
// locale's translations must have every namespace and every key (a type error otherwise).
// Add a namespace here and in each locales/<locale>/index.ts (with its locales/<locale>/<namespace>.ts).
import type { errorMessages } from "./errors-messages.js"
import type { noticeMessages } from "./notices-messages.js"
import type { receiverMessages } from "./receiver-messages.js"

export interface CoreNamespaces {
  readonly errors: typeof errorMessages.en
  readonly notices: typeof noticeMessages.en
  readonly receiver: typeof receiverMessages.en
}
