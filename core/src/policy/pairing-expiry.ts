import { Clock, Effect } from "effect"
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_VALIDITY_MS } from "../constants.js"

/** A pairing created at `createdAt` is valid for 4 minutes. */
export const pairingExpiryFrom = (createdAt: number): number => createdAt + PAIRING_VALIDITY_MS

/** Expired when 10 seconds or less of validity remain (or none was recorded). */
export const isPairingExpired = (expiry: number | undefined, now: number): boolean =>
  expiry === undefined || expiry - now <= PAIRING_EXPIRY_MARGIN_MS

export const pairingExpiredNow = (expiry: number | undefined) =>
  Effect.map(Clock.currentTimeMillis, (now) => isPairingExpired(expiry, now))
