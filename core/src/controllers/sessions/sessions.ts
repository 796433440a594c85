import { Clock, Effect, Option } from "effect"
import type { ApiStatusError, WalletRequestFailed } from "../../errors.js"
import { DataApi } from "../../services/data-api/data-api.js"
import { SessionNotFound, SessionRevokeRefused, SessionSpendRefused } from "./errors.js"
import { summarize } from "./model.js"
import { sessionsTarget } from "./target.js"

/** What a dApp asks for: up to `allowance` units of `token` for `durationSeconds`, spent by the key whose address is `signer`. */
export interface GrantRequest {
  readonly token: string
  readonly allowance: bigint
  readonly durationSeconds: number
  readonly signer: string
}

/** The account's sessions from the data API, newest first, each with its status now. */
export const listSessions = Effect.fn("Sessions.list")(function* () {
  const { target, sessions: adapter } = yield* sessionsTarget()
  const dataApi = yield* DataApi
  const now = yield* Clock.currentTimeMillis
  const sessions = yield* dataApi.getSmartSessions({
    caipNetworkId: target.network.caipNetworkId,
    address: target.address
  })
  const summaries = sessions
    .map((session) => summarize(session, now))
    .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0))
  // Each token read once from the chain; one that cannot be read keeps its address and units.
  const tokens = [
    ...new Set(summaries.flatMap((session) => session.permissions.flatMap((permission) => permission.token ?? [])))
  ]
  const infos = new Map(
    yield* Effect.forEach(
      tokens,
      (token) =>
        adapter.tokenInfo(target.network, token).pipe(
          Effect.option,
          Effect.map((info) => [token, Option.getOrUndefined(info)] as const)
        ),
      { concurrency: 4 }
    )
  )
  return summaries.map((session) => ({
    ...session,
    permissions: session.permissions.map((permission) => {
      const info = permission.token === undefined ? undefined : infos.get(permission.token)
      return info === undefined ? permission : { ...permission, symbol: info.symbol, decimals: info.decimals }
    })
  }))
})

const findSession = Effect.fn("Sessions.find")(function* (pci: string) {
  const found = (yield* listSessions()).find((session) => session.pci === pci)
  return found === undefined ? yield* new SessionNotFound({ pci }) : found
})

/** Asks the wallet to grant the permission (ERC-7715); the new session once the data API lists it. */
export const grantSession = Effect.fn("Sessions.grant")(function* (request: GrantRequest) {
  const { target, sessions, wallet } = yield* sessionsTarget()
  const now = yield* Clock.currentTimeMillis
  const expiry = Math.floor(now / 1000) + Math.floor(request.durationSeconds)
  const pci = yield* sessions.grant(wallet, target.network, target.address, {
    token: request.token,
    allowance: request.allowance,
    expiry,
    signer: request.signer
  })
  return yield* findSession(pci)
})

/**
 * Spends `amount` of the session's token to `to` with the session's key, which the dApp holds:
 * the wallet checks it against the permission and sends it without asking; a spend outside it
 * is refused by the wallet (`SessionSpendRefused` with its reason).
 */
export const spendWithinSession = Effect.fn("Sessions.spend")(function* (spend: {
  readonly pci: string
  readonly signerKey: string
  readonly to: string
  readonly amount: bigint
}) {
  const { target, sessions, wallet } = yield* sessionsTarget()
  const session = yield* findSession(spend.pci)
  const token = session.permissions.find((permission) => permission.token !== undefined)?.token
  if (token === undefined) return yield* new SessionSpendRefused({ reason: "the session allows no token spending" })
  return yield* sessions
    .spend(wallet, target.network, target.address, {
      context: spend.pci,
      signerKey: spend.signerKey,
      token,
      to: spend.to,
      amount: spend.amount
    })
    .pipe(
      Effect.catchTag(
        "WalletRequestFailed",
        (error): Effect.Effect<never, WalletRequestFailed | SessionSpendRefused> =>
          error.code === 4100
            ? Effect.fail(new SessionSpendRefused({ reason: error.details ?? "outside the permission" }))
            : Effect.fail(error)
      )
    )
})

/** The account signs the revocation and the data API records it; the session, now revoked. */
export const revokeSession = Effect.fn("Sessions.revoke")(function* (pci: string) {
  const { target, sessions, wallet } = yield* sessionsTarget()
  yield* findSession(pci)
  const dataApi = yield* DataApi
  const signature = yield* sessions.signRevocation(wallet, target.network, target.address, pci)
  yield* dataApi
    .revokeSmartSession({ caipNetworkId: target.network.caipNetworkId, address: target.address, pci, signature })
    .pipe(
      Effect.catchTag(
        "ApiStatusError",
        (error): Effect.Effect<never, ApiStatusError | SessionRevokeRefused | SessionNotFound> =>
          error.status === 401
            ? Effect.fail(new SessionRevokeRefused({ pci }))
            : error.status === 404
              ? Effect.fail(new SessionNotFound({ pci }))
              : Effect.fail(error)
      )
    )
  return yield* findSession(pci)
})
