import type { LocaleTranslations } from "@gangway/core/i18n"
import type { ReactNamespaces } from "../../namespaces.js"
import buttons from "./buttons.js"
import modal from "./modal.js"
import connect from "./connect.js"

export default { buttons, modal, connect } satisfies LocaleTranslations<ReactNamespaces>
