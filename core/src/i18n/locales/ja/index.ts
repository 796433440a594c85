import type { LocaleTranslations } from "../../messages.js"
import type { CoreNamespaces } from "../../namespaces.js"
import errors from "./errors.js"

export default { errors } satisfies LocaleTranslations<CoreNamespaces>
