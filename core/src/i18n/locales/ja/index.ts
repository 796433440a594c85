import type { LocaleTranslations } from "../../messages.js"
import type { CoreNamespaces } from "../../namespaces.js"
import errors from "./errors.js"
import notices from "./notices.js"
import receiver from "./receiver.js"

export default { errors, notices, receiver } satisfies LocaleTranslations<CoreNamespaces>
