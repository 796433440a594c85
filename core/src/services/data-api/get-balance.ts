import { Effect } from "effect"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { BalanceResponse, type TokenBalance, usableBalances } from "../../domain/token-balance.js"
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

const noBalances: ReadonlyArray<TokenBalance> = []

/** GET /v1/account/{address}/balance: the usable balances (decimals quantity not '0'). */
export const getBalance = Effect.fn("DataApi.getBalance")(function* (params: GetBalanceParams) {
  const api = yield* ApiClient
  const response = yield* api.json(
    "dataApi",
    {
      method: "GET",
      path: `/v1/account/${encodePathSegment(params.address)}/balance`,
      query: { currency: "usd", chainId: params.caipNetworkId, forceUpdate: params.forceUpdate }
    },
    BalanceResponse
  )
  return usableBalances(response.balances)
}, (effect, params) => whenSupported(params.caipNetworkId, Effect.succeed(noBalances))(effect))
