import { Cause, Context, Layer, Logger } from "effect"
import { makeLogBuffer, type LogBuffer, type LogEntry } from "./log-buffer.js"

export type { LogEntry } from "./log-buffer.js"

const textOf = (value: unknown): string => {
  if (typeof value === "string") return value
  if (value instanceof Error) return value.message
  try {
    return (
      JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? item.toString() : item)) ??
      String(value)
    )
  } catch {
    return String(value)
  }
}

/** What `Effect.log…` says, as one line: its parts, then the failure it carries. */
const messageOf = (message: unknown, cause: Cause.Cause<unknown>) => {
  const parts = (Array.isArray(message) ? message : [message]).map(textOf)
  if (cause.reasons.length > 0) parts.push(Cause.pretty(cause))
  return parts.join(" ")
}

/**
 * The client's log (`enableLogger`, on by default): every `Effect.log…` of the client at
 * Info and above, and what the client records itself (a dead WalletConnect session), kept
 * in a bounded buffer the dApp reads or exports for a bug report. Off, nothing is kept.
 */
export class Logs extends Context.Service<
  Logs,
  {
    readonly enabled: boolean
    readonly record: (level: "Info" | "Warn" | "Error", message: string) => void
    readonly entries: () => ReadonlyArray<LogEntry>
    readonly export: () => string
  }
>()("gangway/Logs") {
  static layer(enabled: boolean, buffer: LogBuffer = makeLogBuffer()) {
    const add = (entry: LogEntry) => {
      if (enabled) buffer.add(entry)
    }
    const service = Layer.succeed(Logs, {
      enabled,
      record: (level, message) => add({ time: new Date().toISOString(), level, message }),
      entries: buffer.entries,
      export: buffer.export
    })
    const logger = Logger.make<unknown, void>(({ message, logLevel, cause, date }) =>
      add({ time: date.toISOString(), level: logLevel, message: messageOf(message, cause) })
    )
    return enabled ? Layer.merge(service, Logger.layer([logger], { mergeWithExisting: true })) : service
  }
}

/** The log as the client offers it to the dApp. */
export interface ClientLogs {
  /** The client's log entries, oldest first (empty with `enableLogger: false`). */
  readonly logs: () => ReadonlyArray<LogEntry>
  /** The log as JSON Lines, at most 1,024,000 bytes, to attach to a bug report. */
  readonly exportLogs: () => string
}

export const clientLogs = (logs: Logs["Service"]): ClientLogs => ({ logs: logs.entries, exportLogs: logs.export })
