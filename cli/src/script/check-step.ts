import { MAX_TIMEOUT_SECONDS } from "../commands/connect.js"
import { MAX_ACCOUNT_INDEX } from "../signer-key.js"
import { checkConnectKey, WALLETS } from "./check-connect-key.js"
import { checkExpect } from "./check-expect.js"
import { bad, isRecord, preview } from "./invalid-script.js"
import type { ExpectedError, Step } from "./script-types.js"

/** The fields each step takes, and those it must have. */
const STEP_KEYS: Record<Step["step"], ReadonlyArray<string>> = {
  connect: ["wallet", "privateKey", "mnemonic", "accountIndex", "keypair", "secretKey", "network", "timeout", "expect"],
  switch: ["network"],
  balance: ["token", "expect"],
  send: ["to", "amount", "token"],
  swap: ["from", "to", "amount", "slippage"],
  history: ["limit", "expect"],
  sign: ["message"],
  signIn: ["url", "domain"],
  disconnect: []
}
const REQUIRED: Partial<Record<Step["step"], ReadonlyArray<string>>> = {
  switch: ["network"],
  send: ["to", "amount"],
  swap: ["from", "to", "amount"],
  sign: ["message"]
}

/** Numeric fields, checked when the script is read. */
const NUMBER_RULES: Record<string, { readonly ok: (value: number) => boolean; readonly text: string }> = {
  accountIndex: {
    ok: (value) => Number.isInteger(value) && value >= 0 && value <= MAX_ACCOUNT_INDEX,
    text: `a whole number from 0 to ${MAX_ACCOUNT_INDEX} (a BIP-32 non-hardened index)`
  },
  timeout: {
    ok: (value) => Number.isFinite(value) && value >= 0.001 && value <= MAX_TIMEOUT_SECONDS,
    text: `a number of seconds from 0.001 to ${MAX_TIMEOUT_SECONDS}`
  },
  limit: { ok: (value) => Number.isInteger(value) && value >= 1, text: "a whole number, 1 or more" },
  slippage: {
    ok: (value) => Number.isFinite(value) && value >= 0 && value < 100,
    text: "a percentage from 0 up to 100"
  }
}

/** A step as the script gives it: its fields known, of the right types, its key and expectations checked. */
export const checkStep = (raw: unknown, index: number): Step => {
  const where = `step ${index + 1}`
  if (!isRecord(raw)) throw bad(where, "expected an object with a `step` field")
  const kind = raw.step
  // Own keys only: a step named `constructor`, `__proto__` or `toString` is unknown, not Object.prototype's.
  if (typeof kind !== "string" || !Object.hasOwn(STEP_KEYS, kind)) {
    throw bad(where, `unknown step ${preview(kind)}; one of ${Object.keys(STEP_KEYS).join(", ")}`)
  }
  const at = `${where} (${kind})`
  const allowed = new Set(["step", "name", "expectError", ...STEP_KEYS[kind as Step["step"]]])
  for (const key of Object.keys(raw)) if (!allowed.has(key)) throw bad(at, `unknown field ${key}`)
  for (const key of REQUIRED[kind as Step["step"]] ?? []) {
    if (raw[key] === undefined || raw[key] === "") throw bad(at, `missing ${key}`)
  }
  for (const [key, value] of Object.entries(raw)) {
    if (Object.hasOwn(NUMBER_RULES, key)) {
      const rule = NUMBER_RULES[key]!
      if (typeof value !== "number" || !rule.ok(value))
        throw bad(at, `${key} must be ${rule.text}, got ${preview(value)}`)
    } else if (!["expect", "expectError"].includes(key) && typeof value !== "string") {
      throw bad(at, `${key} must be a string`)
    }
  }
  if (kind === "connect" && raw.wallet !== undefined && !WALLETS.includes(raw.wallet as string)) {
    throw bad(at, `wallet must be one of ${WALLETS.join(", ")}, got ${preview(raw.wallet)}`)
  }
  if (kind === "connect") checkConnectKey(raw, at)
  if (raw.expect !== undefined) checkExpect(raw.expect, kind as Step["step"], at)
  const expectError = raw.expectError
  let normalizedError: ExpectedError | undefined
  const errorKeys = isRecord(expectError)
    ? Object.keys(expectError).filter((key) => key !== "tag" && key !== "message")
    : []
  if (errorKeys.length > 0) throw bad(at, `expectError has unknown key ${errorKeys[0]}; one of tag, message`)
  if (isRecord(expectError) && expectError.message !== undefined && typeof expectError.message !== "string") {
    throw bad(at, "expectError.message must be a string")
  }
  if (typeof expectError === "string") normalizedError = { tag: expectError }
  else if (isRecord(expectError) && typeof expectError.tag === "string") {
    normalizedError = {
      tag: expectError.tag,
      message: typeof expectError.message === "string" ? expectError.message : undefined
    }
  } else if (expectError !== undefined) throw bad(at, "expectError must be an error tag or { tag, message }")
  return { ...(raw as unknown as Step), expectError: normalizedError }
}
