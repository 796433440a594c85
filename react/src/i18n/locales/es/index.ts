import type { LocaleTranslations } from "@gangway/core/i18n"
import type { ReactNamespaces } from "../../namespaces.js"
import buttons from "./buttons.js"
import modal from "./modal.js"
import connect from "./connect.js"
import send from "./send.js"
import activity from "./activity.js"
import approve from "./approve.js"

export default { buttons, modal, connect, send, activity, approve } satisfies LocaleTranslations<ReactNamespaces>
