import { Effect } from "effect"
import { Adapters } from "../../adapters/registry.js"
import type { SmartSessionsAdapter } from "../../adapters/smart-sessions.js"
import type { WalletSession } from "../../connectors/session.js"
import { NoActiveCaipAddress } from "../../errors.js"
import { DataApi } from "../../services/data-api/data-api.js"
import { activeTarget, type ActiveTarget } from "../active-target.js"
import { Chains } from "../chain.js"
import { Connection } from "../connection.js"
import { SessionsNetworkUnsupported } from "./errors.js"

interface SessionsTarget {
  readonly target: ActiveTarget
  readonly sessions: SmartSessionsAdapter
  readonly wallet: WalletSession
}

/** The connected account and its wallet, when the network offers smart sessions (the data API serves it and the namespace has them). */
export const sessionsTarget = Effect.fn("Sessions.target")(function* () {
  const chains = yield* Chains
  const dataApi = yield* DataApi
  const adapters = yield* Adapters
  const connection = yield* Connection
  const target = yield* activeTarget(chains)
  const unsupported = new SessionsNetworkUnsupported({ network: target.network.name })
  const supported = yield* dataApi.supportedChains
  if (!supported.http.includes(target.network.caipNetworkId)) return yield* unsupported
  const adapter = yield* adapters.get(target.network.chainNamespace)
  if (adapter.smartSessions === undefined) return yield* unsupported
  const wallet = connection.session(target.network.chainNamespace)
  if (wallet === undefined) return yield* new NoActiveCaipAddress()
  return { target, sessions: adapter.smartSessions, wallet } satisfies SessionsTarget
})
