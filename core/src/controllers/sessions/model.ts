import { Option, Schema } from "effect"
import type { SmartSession } from "../../services/data-api/get-smart-sessions.js"

/** Where a session stands: usable, past its expiry, or revoked by the account. */
export type SessionStatus = "active" | "expired" | "revoked"

/** What a permission allows, as far as the core reads it (an ERC-20 spending limit); other types keep their name only. */
export interface SessionPermission {
  readonly type: string
  /** The token's contract (erc20-token-transfer). */
  readonly token?: string | undefined
  /** The spending limit in the token's smallest units (erc20-token-transfer). */
  readonly allowance?: bigint | undefined
  /** The token's symbol and decimals as its contract says, when they could be read. */
  readonly symbol?: string | undefined
  readonly decimals?: number | undefined
}

/** A smart session as the Sessions view and the CLI show it. */
export interface SessionSummary {
  readonly pci: string
  readonly status: SessionStatus
  /** Milliseconds since the epoch; undefined when the session has none. */
  readonly expiresAt: number | undefined
  readonly createdAt: number | undefined
  readonly revokedAt: number | undefined
  /** The key the dApp holds (its address), when the session names one. */
  readonly signer: string | undefined
  readonly permissions: ReadonlyArray<SessionPermission>
}

const Erc20Permission = Schema.Struct({
  type: Schema.Literal("erc20-token-transfer"),
  data: Schema.Struct({ address: Schema.String, allowance: Schema.String.check(Schema.isPattern(/^0x[0-9a-fA-F]+$/)) })
})
const NamedPermission = Schema.Struct({ type: Schema.String })

const permissionOf = (raw: unknown): SessionPermission | undefined => {
  const erc20 = Schema.decodeUnknownOption(Erc20Permission)(raw)
  if (Option.isSome(erc20))
    return { type: erc20.value.type, token: erc20.value.data.address, allowance: BigInt(erc20.value.data.allowance) }
  return Option.getOrUndefined(Schema.decodeUnknownOption(NamedPermission)(raw))
}

// The data API writes times in Unix seconds.
const millis = (seconds: number | undefined) => (seconds === undefined ? undefined : seconds * 1000)

/** The data API's session read at `now`: revoked first, then expired, else active. */
export const summarize = (session: SmartSession, now: number): SessionSummary => {
  const expiresAt = millis(session.expiry)
  const revokedAt = millis(session.revokedAt)
  return {
    pci: session.pci,
    status: revokedAt !== undefined ? "revoked" : expiresAt !== undefined && expiresAt <= now ? "expired" : "active",
    expiresAt,
    createdAt: millis(session.createdAt),
    revokedAt,
    signer: session.signer?.data?.id,
    permissions: (session.permissions ?? []).flatMap((raw) => permissionOf(raw) ?? [])
  }
}
