import type { errorMessages } from "../../errors-messages.js"
import type { Translation } from "../../messages.js"

export default {} satisfies Translation<typeof errorMessages.en>
