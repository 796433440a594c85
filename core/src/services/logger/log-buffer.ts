import { LOG_BUFFER_BYTES } from "../../constants.js"

/** One line of the client's log, as `exportLogs()` writes it (JSON, one entry a line). */
export interface LogEntry {
  /** ISO 8601 time of the entry. */
  readonly time: string
  readonly level: string
  readonly message: string
}

export interface LogBuffer {
  readonly add: (entry: LogEntry) => void
  /** The entries kept, oldest first. */
  readonly entries: () => ReadonlyArray<LogEntry>
  /** The entries as JSON Lines, for a bug report. */
  readonly export: () => string
  /** The bytes the export takes. */
  readonly bytes: () => number
}

const encoder = new TextEncoder()
const lineOf = (entry: LogEntry) => JSON.stringify(entry)
const sizeOf = (line: string) => encoder.encode(line).length + 1

/**
 * A log kept in memory up to `limitBytes` of its export (SPEC §9: 1,024,000 bytes): past
 * the limit the oldest entries are dropped, so a long session never grows it further.
 */
export const makeLogBuffer = (limitBytes: number = LOG_BUFFER_BYTES): LogBuffer => {
  const kept: Array<{ readonly entry: LogEntry; readonly line: string; readonly size: number }> = []
  let total = 0
  return {
    add: (entry) => {
      const line = lineOf(entry)
      const size = sizeOf(line)
      // An entry larger than the whole buffer could only be kept by dropping everything else.
      if (size > limitBytes) return
      kept.push({ entry, line, size })
      total += size
      while (total > limitBytes) total -= kept.shift()!.size
    },
    entries: () => kept.map((item) => item.entry),
    export: () => kept.map((item) => `${item.line}\n`).join(""),
    bytes: () => total
  }
}
