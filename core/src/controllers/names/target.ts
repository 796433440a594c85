import { Effect } from "effect"
import type { NamesAdapter } from "../../adapters/names.js"
import { Adapters } from "../../adapters/registry.js"
import type { WalletSession } from "../../connectors/session.js"
import { DataApi } from "../../services/data-api/data-api.js"
import { activeTarget, type ActiveTarget } from "../active-target.js"
import { Chains } from "../chain.js"
import { Connection } from "../connection.js"
import { NamesNetworkUnsupported } from "./errors.js"

interface NamesTarget {
  readonly target: ActiveTarget
  readonly names: NamesAdapter
  readonly session: WalletSession | undefined
}

/** The connected account, when its network offers names: the data API serves it and its namespace registers names. */
export const namesTarget = Effect.fn("Names.target")(function* () {
  const chains = yield* Chains
  const dataApi = yield* DataApi
  const adapters = yield* Adapters
  const connection = yield* Connection
  const target = yield* activeTarget(chains)
  const unsupported = new NamesNetworkUnsupported({ network: target.network.name })
  const supported = yield* dataApi.supportedChains
  if (!supported.http.includes(target.network.caipNetworkId)) return yield* unsupported
  const adapter = yield* adapters.get(target.network.chainNamespace)
  if (adapter.names === undefined) return yield* unsupported
  return {
    target,
    names: adapter.names,
    session: connection.session(target.network.chainNamespace)
  } satisfies NamesTarget
})
