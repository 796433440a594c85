import { Effect } from "effect"
import { WALLET_DIRECTORY } from "../../constants.js"
import { GetWalletsResponse } from "../../domain/wallet.js"
import { ApiClient } from "../http/api-client.js"
import { curatedFilter, DirectoryCuration } from "./curation.js"

export interface GetWalletsParams {
  /** From 1. */
  readonly page?: number | undefined
  /** Defaults to a page of 40. */
  readonly entries?: number | undefined
  /** Only these wallet ids. */
  readonly include?: ReadonlyArray<string> | undefined
  readonly exclude?: ReadonlyArray<string> | undefined
  /** CAIP-2 ids: wallets supporting any of them. */
  readonly chains?: ReadonlyArray<string> | undefined
  readonly search?: string | undefined
  /** e.g. `certified`. */
  readonly badgeType?: string | undefined
}

const list = (values: ReadonlyArray<string> | undefined) =>
  values === undefined || values.length === 0 ? undefined : values.join(",")

const noWallets: GetWalletsResponse = { count: 0, data: [] }

/**
 * GET /getWallets: one page of the directory, within the dApp's curation (include and
 * exclude). A core (headless) build also leaves out the wallets that only the modal presents.
 */
export const getWallets = Effect.fn("WalletDirectory.getWallets")(function* (params: GetWalletsParams) {
  const api = yield* ApiClient
  const filter = curatedFilter(params, yield* DirectoryCuration)
  if (filter === undefined) return noWallets
  const exclude = [...filter.exclude, ...(api.config.isCoreSdk ? WALLET_DIRECTORY.excludedForCoreSdk : [])]
  return yield* api.json(
    "walletDirectory",
    {
      method: "GET",
      path: "/getWallets",
      query: {
        page: params.page ?? 1,
        entries: params.entries ?? WALLET_DIRECTORY.pageSize,
        include: list(filter.include),
        exclude: list(exclude),
        chains: list(params.chains),
        search: params.search === "" ? undefined : params.search,
        badge_type: params.badgeType
      }
    },
    GetWalletsResponse
  )
})
