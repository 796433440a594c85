import { Clock, Effect, Option } from "effect"
import { BALANCE_RETRY_COOLDOWN_MS, EMAIL_LOGIN_COOLDOWN_MS } from "../constants.js"
import { CooldownActive } from "../errors.js"

/** Milliseconds left until `cooldownMs` has passed since `lastAt`; 0 when it has. */
const cooldownRemaining = (lastAt: number | undefined, now: number, cooldownMs: number): number =>
  lastAt === undefined ? 0 : Math.max(0, lastAt + cooldownMs - now)

/**
 * Email login is allowed once per 30 s. Otherwise fails with
 * 'Please try again after {n} seconds', n the seconds left rounded up.
 */
export const checkEmailLoginCooldown = Effect.fn("Cooldown.checkEmailLogin")(function* (
  lastLoginAt: number | undefined
) {
  const now = yield* Clock.currentTimeMillis
  const left = cooldownRemaining(lastLoginAt, now, EMAIL_LOGIN_COOLDOWN_MS)
  if (left > 0) return yield* new CooldownActive({ secondsLeft: Math.ceil(left / 1000) })
})

/**
 * After a failed balance fetch, no retry for 30 s. Returns the time the next
 * attempt is allowed when still cooling down, none otherwise.
 */
export const balanceRetryBlockedUntil = Effect.fn("Cooldown.balanceRetry")(function* (
  lastFailureAt: number | undefined
) {
  const now = yield* Clock.currentTimeMillis
  const left = cooldownRemaining(lastFailureAt, now, BALANCE_RETRY_COOLDOWN_MS)
  return left > 0 ? Option.some(now + left) : Option.none<number>()
})
