import "../../light.js" // one chunk for the first bundle in esbuild: see light.ts
import { Effect } from "effect"
import type { ClientRuntime } from "../client-runtime.js"
import type { SessionSummary } from "./model.js"
import { sessionsTarget } from "./target.js"
import { grantSession, listSessions, revokeSession, spendWithinSession, type GrantRequest } from "./sessions.js"

/** Smart sessions through a client, as promises; every call rejects with a typed error. */
export interface GangwaySessions {
  /** Resolves when the active network offers smart sessions; rejects with `SessionsNetworkUnsupported` otherwise. */
  readonly offered: () => Promise<void>
  /** The account's sessions (active, expired, revoked), newest first. */
  readonly list: () => Promise<ReadonlyArray<SessionSummary>>
  /** Asks the wallet for the permission; the recorded session. */
  readonly grant: (request: GrantRequest) => Promise<SessionSummary>
  /** Spends within the session with the key the dApp holds, without a prompt; the transaction hash once mined. */
  readonly spend: (spend: {
    readonly pci: string
    readonly signerKey: string
    readonly to: string
    readonly amount: bigint
  }) => Promise<string>
  /** The account signs the revocation; the session, now revoked. */
  readonly revoke: (pci: string) => Promise<SessionSummary>
}

/** The services the smart sessions' effects use. */
type SessionsServices = Effect.Services<
  ReturnType<
    typeof sessionsTarget | typeof listSessions | typeof grantSession | typeof spendWithinSession | typeof revokeSession
  >
>

export const sessionsOf = (client: ClientRuntime<SessionsServices>): GangwaySessions => {
  const run = <A, E>(effect: Effect.Effect<A, E, SessionsServices>) => client.runtime.runPromise(effect)
  return {
    offered: () => run(Effect.asVoid(sessionsTarget())),
    list: () => run(listSessions()),
    grant: (request) => run(grantSession(request)),
    spend: (spend) => run(spendWithinSession(spend)),
    revoke: (pci) => run(revokeSession(pci))
  }
}
