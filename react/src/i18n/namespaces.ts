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
import type { authMessages, farcasterMessages } from "../views/auth/messages.js"
import type { signInMessages } from "../views/sign-in/messages.js"
import type { swapMessages } from "../views/swap/messages.js"
import type { onrampMessages } from "../views/onramp/messages.js"
import type { namesMessages } from "../views/names/messages.js"
import type { sessionsMessages } from "../views/sessions/messages.js"
import type { connectingMessages } from "../views/connecting/messages.js"
import type { walletsMessages } from "../views/wallets/messages.js"
import type { networksMessages } from "../views/networks/messages.js"
import type { accountMessages } from "../views/account/messages.js"

export interface ReactNamespaces {
  readonly buttons: typeof buttonMessages.en
  readonly modal: typeof modalMessages.en
  readonly connect: typeof connectMessages.en
  readonly send: typeof sendMessages.en
  readonly activity: typeof activityMessages.en
  readonly approve: typeof approveMessages.en
  readonly auth: typeof authMessages.en
  readonly farcaster: typeof farcasterMessages.en
  readonly signIn: typeof signInMessages.en
  readonly swap: typeof swapMessages.en
  readonly onramp: typeof onrampMessages.en
  readonly names: typeof namesMessages.en
  readonly sessions: typeof sessionsMessages.en
  readonly connecting: typeof connectingMessages.en
  readonly wallets: typeof walletsMessages.en
  readonly networks: typeof networksMessages.en
  readonly account: typeof accountMessages.en
}
