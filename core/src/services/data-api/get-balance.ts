import { Effect } from "effect"
import { splitCaipNetworkId, type CaipNetworkId } from "../../domain/caip-network.js"
import { withSkipped, type WithSkipped } from "../../domain/entries.js"
import { BalanceEntries, decodeBalances, type TokenBalance, usableBalances } from "../../domain/token-balance.js"
import { ApiClient } from "../http/api-client.js"
import { encodePathSegment } from "../http/api-request.js"
import { whenSupported } from "./supported-chains.js"

export interface GetBalanceParams {
  readonly address: string
  /** The active network; also the `chainId` asked for. */
  readonly caipNetworkId: CaipNetworkId
  /** A token address whose balance the API should refresh now. */
  readonly forceUpdate?: string | undefined
}

const noBalances: WithSkipped<TokenBalance> = withSkipped([], 0)

/**
 * GET /v1/account/{address}/balance: the usable balances (decimals quantity not '0').
 * Each entry is decoded on its own: one that cannot be read (decimals outside its
 * namespace's range, a quantity that is not a number…) is left out, and the list's
 * `skipped` says how many were, so a UI can say some balances could not be read.
 */
export const getBalance = Effect.fn("DataApi.getBalance")(
  function* (params: GetBalanceParams) {
    const api = yield* ApiClient
    const response = yield* api.json(
      "dataApi",
      {
        method: "GET",
        path: `/v1/account/${encodePathSegment(params.address)}/balance`,
        query: { currency: api.config.currency, chainId: params.caipNetworkId, forceUpdate: params.forceUpdate }
      },
      BalanceEntries
    )
    return usableBalances(decodeBalances(response.balances, splitCaipNetworkId(params.caipNetworkId).namespace))
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeed(noBalances))(effect)
)
