import { ExitCode } from "../exit-codes.js"
import { CliError } from "../failure.js"

/** 'Invalid script: <where>: <reason>', bad input (exit 2). */
export const bad = (where: string, reason: string) =>
  new CliError("InvalidInput", `Invalid script: ${where}: ${reason}`, ExitCode.badInput)

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
/** A value as a message shows it: short, and never a crash (a number as written, Infinity included). */
export const preview = (value: unknown): string => {
  const text =
    typeof value === "number" || typeof value === "bigint" ? String(value) : (JSON.stringify(value) ?? String(value))
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}
