// The cheap checks a message from the frame passes before it is decoded: a flood of malformed
// messages (the frame compromised or broken) costs a few property reads each, not a schema run.
const FRAME_MESSAGE_TYPES: ReadonlySet<string> = new Set([
  "SUCCESS",
  "ERROR",
  "FRAME_READY",
  "FRAME_INIT_FAILED",
  "APPROVAL_REQUESTED",
  "APPROVAL_FINISHED",
  "SESSION_LOST",
  "FRAME_RESIZE"
])

/** The longest request id the app makes is 32 hex digits. */
const MAX_ID_LENGTH = 64

/**
 * Why `data` cannot be a frame message, or undefined when it may be one (the schema decides then).
 * A reply to no pending request is dropped here too: only replies the app waits for are decoded.
 */
export const frameMessageProblem = (data: unknown, isPending: (id: string) => boolean): string | undefined => {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return "not an object"
  const { type, id } = data as { readonly type?: unknown; readonly id?: unknown }
  if (typeof type !== "string" || !FRAME_MESSAGE_TYPES.has(type)) return "no known type"
  if (type !== "SUCCESS" && type !== "ERROR") return undefined
  if (typeof id !== "string" || id.length > MAX_ID_LENGTH) return "a reply without a request id"
  return isPending(id) ? undefined : `a reply to no pending request (${id})`
}

/** Messages logged one by one before the log only counts them. */
const LOGGED_ONE_BY_ONE = 10
/** Past those, one line per this many dropped messages. */
const LOG_EVERY = 10_000

/**
 * Reports dropped messages to `onDropped` at a bounded rate: the first ten with their reasons,
 * then one line per 10,000 with the count. The reason is only worded when it is reported.
 */
export const droppedReporter = (onDropped: (reason: string) => void) => {
  let count = 0
  return (reason: () => string) => {
    count++
    if (count <= LOGGED_ONE_BY_ONE) return onDropped(reason())
    if (count % LOG_EVERY === 0) onDropped(`${count} messages dropped so far; the latest: ${reason()}`)
  }
}
