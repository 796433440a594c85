import type { IssuedNonce, KeptSession, SiwxStore } from "../store.js"
import type { SignedSession } from "../verify-sign-in.js"

/** The memory store, with what it holds in view (tests read the sessions). */
export interface MemorySiwxStore extends SiwxStore {
  /** The sessions held, by caller, expired ones included until swept. */
  readonly sessions: ReadonlyMap<string, ReadonlyArray<SignedSession>>
}

/**
 * Nonces and sessions in this process: for one instance of a backend, and tests. Everything
 * is lost on restart; several instances each have their own (use `postgresStore` for those).
 */
export const memoryStore = (): MemorySiwxStore => {
  const nonces = new Map<string, IssuedNonce>()
  const kept = new Map<string, Array<KeptSession>>()
  const sessions = new Map<string, ReadonlyArray<SignedSession>>()
  const set = (caller: string, list: Array<KeptSession>) => {
    if (list.length === 0) {
      kept.delete(caller)
      sessions.delete(caller)
    } else {
      kept.set(caller, list)
      sessions.set(
        caller,
        list.map((item) => item.session)
      )
    }
  }
  return {
    sessions,
    issueNonce: async (issued) => {
      nonces.set(issued.nonce, issued)
    },
    takeNonce: async (caller, nonce) => {
      const issued = nonces.get(nonce)
      if (issued === undefined || issued.caller !== caller) return undefined
      nonces.delete(nonce)
      return { issuedAt: issued.issuedAt, expiresAt: issued.expiresAt }
    },
    putSession: async (caller, session) => {
      const { chainId, accountAddress } = session.session.data
      const others = (kept.get(caller) ?? []).filter(
        (item) => !(item.session.data.chainId === chainId && item.session.data.accountAddress === accountAddress)
      )
      set(caller, [...others, session])
    },
    moveSessions: async (from, to) => {
      const moving = kept.get(from) ?? []
      set(from, [])
      set(to, [...(kept.get(to) ?? []), ...moving])
    },
    listSessions: async (caller, now) =>
      (kept.get(caller) ?? []).filter((item) => item.expiresAt > now).map((item) => item.session),
    keepSessions: async (caller, signatures) => {
      set(
        caller,
        (kept.get(caller) ?? []).filter((item) => signatures.includes(item.session.signature))
      )
    },
    forget: async (caller) => {
      set(caller, [])
      for (const [nonce, issued] of nonces) if (issued.caller === caller) nonces.delete(nonce)
    },
    sweep: async (now) => {
      for (const [nonce, issued] of nonces) if (issued.expiresAt <= now) nonces.delete(nonce)
      for (const [caller, list] of kept)
        set(
          caller,
          list.filter((item) => item.expiresAt > now)
        )
    }
  }
}
