import type { SignedSession } from "./verify-sign-in.js"

/** A nonce as issued: to whom (the caller's key, never the cookie itself), and for how long. */
export interface IssuedNonce {
  readonly caller: string
  readonly nonce: string
  /** Milliseconds since the epoch. */
  readonly issuedAt: number
  readonly expiresAt: number
}

/** A session as kept: the checked message and signature, until `expiresAt` (ms since the epoch). */
export interface KeptSession {
  readonly session: SignedSession
  readonly expiresAt: number
}

/**
 * Where the sign-in server keeps its nonces and sessions, by caller (a hash of the session
 * cookie). Every instance of a backend sharing one store shares its sign-ins; `takeNonce` is
 * the one operation that must be atomic across them.
 */
export interface SiwxStore {
  /** Keeps a nonce for its caller until it expires or is taken. */
  issueNonce(issued: IssuedNonce): Promise<void>
  /**
   * Takes the caller's nonce: the first call anywhere gets it (and removes it, whatever its
   * expiry), every later one undefined; a nonce issued to another caller is left alone.
   */
  takeNonce(caller: string, nonce: string): Promise<Pick<IssuedNonce, "issuedAt" | "expiresAt"> | undefined>
  /** Keeps a session; it replaces the caller's session of the same account on the same network. */
  putSession(caller: string, kept: KeptSession): Promise<void>
  /**
   * Moves the caller's sessions to another caller (the new cookie a sign-in sets, so the cookie
   * held before it never holds a session); `to` is a fresh caller with none of its own.
   */
  moveSessions(from: string, to: string): Promise<void>
  /** The caller's sessions that have not expired at `now`, oldest first. */
  listSessions(caller: string, now: number): Promise<ReadonlyArray<SignedSession>>
  /** Drops the caller's sessions whose signature is not one of `signatures`. */
  keepSessions(caller: string, signatures: ReadonlyArray<string>): Promise<void>
  /** Drops everything of the caller's: sessions and nonces (sign-out). */
  forget(caller: string): Promise<void>
  /** Drops the nonces and sessions that expired before `now`. */
  sweep(now: number): Promise<void>
}
