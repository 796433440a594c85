import { amountProblemText, parseAmount } from "@gangway/core"
import { Result } from "effect"
import { bad, isRecord, preview } from "./invalid-script.js"
import type { Step } from "./script-types.js"

/** The expectations each step takes. */
const EXPECT_KEYS: Partial<Record<Step["step"], ReadonlyArray<string>>> = {
  connect: ["address"],
  balance: ["balanceAtLeast"],
  history: ["historyContains"]
}

const HISTORY_MATCH_KEYS = ["hash", "symbol", "amount", "to"]

/** A decimal amount as `parseAmount` reads it (not negative; any number of decimals). */
const amountProblem = (value: string): string | undefined => {
  const parsed = parseAmount(value, value.length)
  return Result.isFailure(parsed) ? amountProblemText[parsed.failure] : undefined
}

/** `expect`: known expectations only, each of the right type, checked before anything runs. */
export const checkExpect = (expect: unknown, kind: Step["step"], at: string): void => {
  const allowed = EXPECT_KEYS[kind] ?? []
  if (!isRecord(expect)) throw bad(at, "expect must be an object")
  for (const key of Object.keys(expect)) {
    if (!allowed.includes(key)) {
      throw bad(at, `unknown expectation ${key}${allowed.length === 0 ? "" : `; one of ${allowed.join(", ")}`}`)
    }
  }
  const address = expect.address
  if (address !== undefined && typeof address !== "string") throw bad(at, "expect.address must be a string")
  const atLeast = expect.balanceAtLeast
  if (atLeast !== undefined) {
    if (typeof atLeast !== "string")
      throw bad(at, `expect.balanceAtLeast must be a decimal amount in quotes, e.g. "1.5", got ${preview(atLeast)}`)
    const problem = amountProblem(atLeast)
    if (problem !== undefined) throw bad(at, `expect.balanceAtLeast ${preview(atLeast)} is not an amount: ${problem}`)
  }
  const match = expect.historyContains
  if (match !== undefined) {
    if (!isRecord(match))
      throw bad(at, `historyContains must be an object with ${HISTORY_MATCH_KEYS.join(", ")} (any subset)`)
    for (const [key, value] of Object.entries(match)) {
      if (!HISTORY_MATCH_KEYS.includes(key)) {
        throw bad(at, `historyContains has unknown key ${key}; one of ${HISTORY_MATCH_KEYS.join(", ")}`)
      }
      if (typeof value !== "string") throw bad(at, `historyContains.${key} must be a string, got ${preview(value)}`)
    }
    const amount = match.amount
    if (typeof amount === "string") {
      const problem = amountProblem(amount)
      if (problem !== undefined) throw bad(at, `historyContains.amount ${preview(amount)} is not an amount: ${problem}`)
    }
  }
}
