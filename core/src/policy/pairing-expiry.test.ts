import { Clock, Effect } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect } from "vitest"
import { itEffect } from "../../test/effect-test.js"
import { isPairingExpired, pairingExpiredNow, pairingExpiryFrom } from "./pairing-expiry.js"

describe("pairing validity: 4 minutes, expired when 10 s or less remain", () => {
  itEffect("counts down on the clock", () =>
    Effect.gen(function* () {
      const expiry = pairingExpiryFrom(yield* Clock.currentTimeMillis)
      expect(expiry).toBe(240_000)
      expect(yield* pairingExpiredNow(expiry)).toBe(false)
      yield* TestClock.adjust("229999 millis")
      expect(yield* pairingExpiredNow(expiry)).toBe(false)
      yield* TestClock.adjust("1 millis")
      expect(yield* pairingExpiredNow(expiry)).toBe(true)
    })
  )

  itEffect("no recorded expiry counts as expired", () =>
    Effect.gen(function* () {
      expect(yield* pairingExpiredNow(undefined)).toBe(true)
      expect(isPairingExpired(20_000, 9_999)).toBe(false)
      expect(isPairingExpired(20_000, 10_000)).toBe(true)
    })
  )
})
