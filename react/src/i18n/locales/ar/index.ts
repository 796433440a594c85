import type { LocaleTranslations } from "@gangway/core/i18n"
import type { ReactNamespaces } from "../../namespaces.js"
import buttons from "./buttons.js"
import modal from "./modal.js"
import connect from "./connect.js"
import send from "./send.js"
import activity from "./activity.js"
import approve from "./approve.js"
import auth from "./auth.js"
import farcaster from "./farcaster.js"
import signIn from "./signIn.js"
import swap from "./swap.js"
import onramp from "./onramp.js"
import names from "./names.js"
import sessions from "./sessions.js"
import connecting from "./connecting.js"
import wallets from "./wallets.js"
import networks from "./networks.js"
import account from "./account.js"

export default {
  buttons,
  modal,
  connect,
  send,
  activity,
  approve,
  auth,
  farcaster,
  signIn,
  swap,
  onramp,
  names,
  sessions,
  connecting,
  wallets,
  networks,
  account
} satisfies LocaleTranslations<ReactNamespaces>
