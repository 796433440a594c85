import { Effect } from "effect"
import { WALLET_DIRECTORY } from "../../constants.js"
import { getWallets, type GetWalletsParams } from "./get-wallets.js"
import { preloadWalletImages } from "./preload-wallet-images.js"

export type GetWalletsPageParams = Omit<GetWalletsParams, "entries" | "search">

/** A page of 40 wallets for the AllWallets view, delivered once its first 20 images are preloaded. */
export const getWalletsPage = Effect.fn("WalletDirectory.getWalletsPage")(function* (params: GetWalletsPageParams) {
  const page = yield* getWallets({ ...params, entries: WALLET_DIRECTORY.pageSize })
  yield* preloadWalletImages(page.data)
  return page
})
