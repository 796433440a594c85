import type { LocaleTranslations } from "@gangway/core/i18n"
import type { ReactNamespaces } from "../../namespaces.js"
import buttons from "./buttons.js"
import modal from "./modal.js"

export default { buttons, modal } satisfies LocaleTranslations<ReactNamespaces>
