import { Effect } from "effect"
import { WALLET_DIRECTORY } from "../../constants.js"
import type { GetWalletsResponse } from "../../domain/wallet.js"
import { getWallets } from "./get-wallets.js"

export interface GetRecommendedWalletsParams {
  readonly chains?: ReadonlyArray<string> | undefined
  readonly include?: ReadonlyArray<string> | undefined
  /** e.g. the featured and installed wallets, already shown elsewhere. */
  readonly exclude?: ReadonlyArray<string> | undefined
}

/** The 4 recommended wallets shown on the Connect view. */
export const getRecommendedWallets = Effect.fn("WalletDirectory.getRecommendedWallets")(function* (
  params: GetRecommendedWalletsParams
) {
  return yield* getWallets({ ...params, page: 1, entries: WALLET_DIRECTORY.recommended })
})

export interface GetFeaturedWalletsParams {
  /** The dApp's featured wallet ids, in the order to show them. */
  readonly ids: ReadonlyArray<string>
  /** Defaults to 4. */
  readonly entries?: number | undefined
}

const noWallets: GetWalletsResponse = { count: 0, data: [] }

/** The dApp's first featured wallets (4 by default), in the dApp's order; none asked, none fetched. */
export const getFeaturedWallets = Effect.fn("WalletDirectory.getFeaturedWallets")(function* (
  params: GetFeaturedWalletsParams
) {
  const entries = params.entries ?? WALLET_DIRECTORY.featuredDefault
  const ids = params.ids.slice(0, entries)
  if (ids.length === 0) return noWallets
  const response = yield* getWallets({ page: 1, entries, include: ids })
  const rank = (id: string) => ids.indexOf(id)
  return { ...response, data: [...response.data].sort((a, b) => rank(a.id) - rank(b.id)) }
})
