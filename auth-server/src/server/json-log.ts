/** One log line's fields besides time and level: never a request body, token, code, email or share. */
type LogFields = Readonly<Record<string, string | number | boolean | ReadonlyArray<string> | undefined>>

interface JsonLog {
  readonly info: (event: string, fields?: LogFields) => void
  readonly warn: (event: string, fields?: LogFields) => void
  readonly error: (event: string, fields?: LogFields) => void
}

/** Structured logging: one JSON object per line (`{"time":…,"level":"info","event":"request",…}`), to stdout by default. */
export const jsonLog = (write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): JsonLog => {
  const at =
    (level: "info" | "warn" | "error") =>
    (event: string, fields: LogFields = {}) =>
      write(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }))
  return { info: at("info"), warn: at("warn"), error: at("error") }
}

/** What may be logged of a failure: its name and message (a driver's detail, which may quote a row, is left out). */
export const errorFields = (error: unknown): LogFields =>
  error instanceof Error ? { error: error.name, message: error.message } : { error: String(error) }
