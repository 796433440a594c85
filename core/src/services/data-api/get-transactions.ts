import { Effect } from "effect"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { decodeHistoryPage, HistoryEntries, type HistoryPage } from "../../domain/transaction.js"
import { ApiClient } from "../http/api-client.js"
import { encodePathSegment } from "../http/api-request.js"
import { whenSupported } from "./supported-chains.js"

export interface GetTransactionsParams {
  readonly account: string
  /** The active network; also the `chainId` asked for. */
  readonly caipNetworkId: CaipNetworkId
  /** The `next` cursor of the previous page. */
  readonly cursor?: string | undefined
  /** Only onramp transactions of this provider. */
  readonly onramp?: "coinbase" | undefined
  /** The browser HTTP cache mode, e.g. `no-cache` to see a just-sent transaction. */
  readonly cache?: RequestCache | undefined
}

const noHistory: HistoryPage = { data: [], next: null, skipped: 0 }

/**
 * GET /v1/account/{account}/history: one page of transactions and the next cursor. Each
 * entry is decoded on its own: one that cannot be read is left out and counted in `skipped`.
 */
export const getTransactions = Effect.fn("DataApi.getTransactions")(
  function* (params: GetTransactionsParams) {
    const api = yield* ApiClient
    const page = yield* api.json(
      "dataApi",
      {
        method: "GET",
        path: `/v1/account/${encodePathSegment(params.account)}/history`,
        query: { cursor: params.cursor, onramp: params.onramp, chainId: params.caipNetworkId },
        cache: params.cache
      },
      HistoryEntries
    )
    return decodeHistoryPage(page)
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeed(noHistory))(effect)
)
