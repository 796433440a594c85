import type { SiwxSession } from "../domain/siwx.js"
import { pageOrigin, randomNonce, type SiwxProvider } from "./provider.js"

/** Where `siwxLocal` keeps sessions: the page's localStorage by default, or any store of strings. */
export interface SiwxSessionStore {
  readonly getItem: (key: string) => string | null
  readonly setItem: (key: string, value: string) => void
  readonly removeItem: (key: string) => void
}

export interface SiwxLocalOptions {
  /** Sign-in must happen before the modal lets an account go (default false). */
  readonly required?: boolean | undefined
  /** The sentence the wallet shows above the message's fields. */
  readonly statement?: string | undefined
  /** The site the message names; the page's host by default. */
  readonly domain?: string | undefined
  /** The page the message names; the page's address by default. */
  readonly uri?: string | undefined
  /** How long a sign-in holds, in milliseconds (default 7 days). */
  readonly expiresInMs?: number | undefined
  /** Where sessions are kept (default the page's localStorage; memory where there is none). */
  readonly storage?: SiwxSessionStore | undefined
}

const STORAGE_KEY = "@gangway/siwx/sessions"
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000

/** A store in memory, for Node and tests. */
export const memorySessionStore = (): SiwxSessionStore => {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key)
  }
}

const defaultStore = (): SiwxSessionStore =>
  (globalThis as { localStorage?: SiwxSessionStore }).localStorage ?? memorySessionStore()

const sameAccount = (session: SiwxSession, chainId: string, address: string) =>
  session.data?.chainId === chainId && String(session.data.accountAddress).toLowerCase() === address.toLowerCase()

/**
 * Sign-in without a backend: the nonce is made in the page, the client checks the signature
 * before keeping the session, and sessions live in the page's storage. It proves to the page
 * that the person holds the account; it proves nothing to a server (see docs/sign-in.md).
 * (No Effect here: a page creates it before the client loads. The client decodes what it reads.)
 */
export const siwxLocal = (options: SiwxLocalOptions = {}): SiwxProvider => {
  const store = options.storage ?? defaultStore()
  const read = (): ReadonlyArray<SiwxSession> => {
    const raw = store.getItem(STORAGE_KEY)
    if (raw === null) return []
    try {
      const parsed: unknown = JSON.parse(raw)
      return Array.isArray(parsed) ? (parsed as ReadonlyArray<SiwxSession>) : []
    } catch {
      return []
    }
  }
  const write = (sessions: ReadonlyArray<SiwxSession>) => {
    if (sessions.length === 0) store.removeItem(STORAGE_KEY)
    else store.setItem(STORAGE_KEY, JSON.stringify(sessions))
  }
  return {
    createMessage: async (request) => ({
      ...pageOrigin(options),
      accountAddress: request.accountAddress,
      chainId: request.chainId,
      version: "1",
      nonce: randomNonce(),
      issuedAt: request.issuedAt,
      expirationTime: new Date(Date.parse(request.issuedAt) + (options.expiresInMs ?? SEVEN_DAYS_MS)).toISOString(),
      ...(options.statement === undefined ? {} : { statement: options.statement })
    }),
    addSession: async (session) => {
      write([
        ...read().filter((item) => !sameAccount(item, session.data.chainId, session.data.accountAddress)),
        session
      ])
    },
    // Anything may sit in storage: the client decodes these and drops what does not fit.
    getSessions: async (chainId, address) =>
      read().filter(
        (session) => typeof session === "object" && session !== null && sameAccount(session, chainId, address)
      ),
    setSessions: async (sessions) => write(sessions),
    getRequired: () => options.required ?? false
  }
}
