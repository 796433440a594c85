import type { LocaleTranslations } from "../../messages.js"
import type { CoreNamespaces } from "../../namespaces.js"

export default {} satisfies LocaleTranslations<CoreNamespaces>
