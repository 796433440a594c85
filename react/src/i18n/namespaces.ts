// The React package's message namespaces by name (their English lives beside the component
// that shows it, in a `messages.ts`): each locale's translations must have every namespace
// and every key (a type error otherwise). Add a namespace here and in each
// locales/<locale>/index.ts (with its locales/<locale>/<namespace>.ts).
import type { buttonMessages } from "../components/messages.js"
import type { modalMessages } from "../modal/messages.js"
import type { connectMessages } from "../views/connect/messages.js"
import type { sendMessages } from "../views/send/messages.js"
import type { activityMessages } from "../views/activity/messages.js"
import type { approveMessages } from "../views/approve/messages.js"

export interface ReactNamespaces {
  readonly buttons: typeof buttonMessages.en
  readonly modal: typeof modalMessages.en
  readonly connect: typeof connectMessages.en
  readonly send: typeof sendMessages.en
  readonly activity: typeof activityMessages.en
  readonly approve: typeof approveMessages.en
}
