import type { LocaleTranslations } from "@gangway/core/i18n"
import type { ReactNamespaces } from "../../namespaces.js"
import buttons from "./buttons.js"

export default { buttons } satisfies LocaleTranslations<ReactNamespaces>
