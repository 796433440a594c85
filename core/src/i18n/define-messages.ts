import { formatMessage } from "./format-message.js"
import type { Messages, MessageNamespace } from "./messages.js"

/**
 * A namespace of messages, with parameters, plurals and choices (see format-message.ts).
 * Plain text shown before the first click: `definePlainMessages`, which needs no formatter.
 */
export const defineMessages = <const M extends Messages>(namespace: string, en: M): MessageNamespace<M> => ({
  namespace,
  en,
  format: formatMessage
})
