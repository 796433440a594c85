// The contract of a sign-in provider, which the options check (config.ts) and siwx/ implements.
import type { SiwxMessageData, SiwxSession } from "./siwx.js"

/** What the client asks a message for: the account, the network (CAIP-2) and the time it is made. */
export interface SiwxMessageRequest {
  readonly accountAddress: string
  readonly chainId: string
  /** ISO 8601, from the client's clock. */
  readonly issuedAt: string
}

/**
 * A sign-in provider (SPEC §7): where sign-in messages get their nonce and where sessions
 * live. `siwxLocal()` keeps them in the page, `siwxServer({ url })` on a backend; a dApp can
 * write its own (docs/sign-in.md). Any method may reject; a rejection that is one of the
 * client's sign-in errors (`SiwxNonceRefused`, `SiwxDomainMismatch`…) is shown as it is.
 */
export interface SiwxProvider {
  /** The fields of the message to sign, nonce included; the client writes the text in the network's format. */
  readonly createMessage: (request: SiwxMessageRequest) => Promise<SiwxMessageData>
  /** Keeps a signed session (a backend checks it first and refuses a bad one). */
  readonly addSession: (session: SiwxSession) => Promise<void>
  /** The sessions of `address` on `chainId` still held. */
  readonly getSessions: (chainId: string, address: string) => Promise<ReadonlyArray<SiwxSession>>
  /** Replaces every session; `[]` signs out. */
  readonly setSessions: (sessions: ReadonlyArray<SiwxSession>) => Promise<void>
  /** Whether an account must sign in before the modal lets it go. */
  readonly getRequired: () => boolean
}

/** Whether `value` looks like a sign-in provider (the client's options are checked before use). */
export const isSiwxProvider = (value: unknown): value is SiwxProvider =>
  typeof value === "object" &&
  value !== null &&
  ["createMessage", "addSession", "getSessions", "setSessions", "getRequired"].every(
    (name) => typeof (value as Record<string, unknown>)[name] === "function"
  )
