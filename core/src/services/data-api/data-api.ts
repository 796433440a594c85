import { Context, Effect, Layer } from "effect"
import type { ApiClient } from "../http/api-client.js"
import { buildApproveTransaction } from "./build-approve-transaction.js"
import { buildSwapTransaction } from "./build-swap-transaction.js"
import { generateOnrampUrl } from "./generate-onramp-url.js"
import { getBalance } from "./get-balance.js"
import { getGasPrice } from "./get-gas-price.js"
import { getIdentity } from "./get-identity.js"
import { getNameProfile } from "./get-name-profile.js"
import { getNameSuggestions } from "./get-name-suggestions.js"
import { getOnrampOptions } from "./get-onramp-options.js"
import { getOnrampQuote } from "./get-onramp-quote.js"
import { getSwapAllowance } from "./get-swap-allowance.js"
import { getSwapQuotes } from "./get-swap-quotes.js"
import { getSwapTokens } from "./get-swap-tokens.js"
import { getTokenPrices } from "./get-token-prices.js"
import { getTransactions } from "./get-transactions.js"
import { registerName } from "./register-name.js"
import { reverseLookupNames } from "./reverse-lookup-names.js"
import { getSmartSessions } from "./get-smart-sessions.js"
import { revokeSmartSession } from "./revoke-smart-session.js"
import { SupportedChains } from "./supported-chains.js"

/** An action with its services bound: what the `DataApi` service offers. */
type Bound<F> = F extends (params: infer P) => Effect.Effect<infer A, infer E, infer _R>
  ? (params: P) => Effect.Effect<A, E>
  : never

const actions = {
  getBalance,
  getTransactions,
  getIdentity,
  getGasPrice,
  getSwapTokens,
  getSwapQuotes,
  getSwapAllowance,
  buildApproveTransaction,
  buildSwapTransaction,
  getTokenPrices,
  getNameProfile,
  reverseLookupNames,
  getNameSuggestions,
  registerName,
  getOnrampOptions,
  getOnrampQuote,
  generateOnrampUrl,
  getSmartSessions,
  revokeSmartSession
}

export type DataApiShape = { readonly [K in keyof typeof actions]: Bound<(typeof actions)[K]> } & {
  readonly supportedChains: SupportedChains["Service"]["get"]
}

/**
 * The blockchain-data API (SPEC §7): one method per endpoint. Calls that concern a
 * network take its `caipNetworkId` and run only when the API serves it; otherwise they
 * give the endpoint's empty value without a request (gas price and swap building fail
 * with 'Network not supported for Gas Price' / '… for Swaps' instead).
 */
export class DataApi extends Context.Service<DataApi, DataApiShape>()("@gangway/core/services/data-api/DataApi") {
  static readonly layer: Layer.Layer<DataApi, never, ApiClient> = Layer.effect(
    DataApi,
    Effect.gen(function* () {
      const context = yield* Effect.context<ApiClient | SupportedChains>()
      const chains = yield* SupportedChains
      const bind =
        <P, A, E>(action: (params: P) => Effect.Effect<A, E, ApiClient | SupportedChains>) =>
        (params: P) =>
          Effect.provideContext(action(params), context)
      return {
        getBalance: bind(getBalance),
        getTransactions: bind(getTransactions),
        getIdentity: bind(getIdentity),
        getGasPrice: bind(getGasPrice),
        getSwapTokens: bind(getSwapTokens),
        getSwapQuotes: bind(getSwapQuotes),
        getSwapAllowance: bind(getSwapAllowance),
        buildApproveTransaction: bind(buildApproveTransaction),
        buildSwapTransaction: bind(buildSwapTransaction),
        getTokenPrices: bind(getTokenPrices),
        getNameProfile: bind(getNameProfile),
        reverseLookupNames: bind(reverseLookupNames),
        getNameSuggestions: bind(getNameSuggestions),
        registerName: bind(registerName),
        getOnrampOptions: bind(getOnrampOptions),
        getOnrampQuote: bind(getOnrampQuote),
        generateOnrampUrl: bind(generateOnrampUrl),
        getSmartSessions: bind(getSmartSessions),
        revokeSmartSession: bind(revokeSmartSession),
        supportedChains: chains.get
      }
    })
  ).pipe(Layer.provide(SupportedChains.layer))
}
