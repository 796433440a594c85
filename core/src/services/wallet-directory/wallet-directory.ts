import { Context, Effect, Layer } from "effect"
import type { DirectoryWallet, GetWalletsResponse } from "../../domain/wallet.js"
import type { ApiError } from "../../errors.js"
import { ApiClient } from "../http/api-client.js"
import {
  type GetFeaturedWalletsParams,
  type GetRecommendedWalletsParams,
  getFeaturedWallets,
  getRecommendedWallets
} from "./featured-wallets.js"
import { type AnalyticsConfig, getAnalyticsConfig } from "./get-analytics-config.js"
import { getWallets, type GetWalletsParams } from "./get-wallets.js"
import { getWalletsPage, type GetWalletsPageParams } from "./get-wallets-page.js"
import type { ImagePreloader } from "./image-preloader.js"
import { type ImageUrls, imageUrls } from "./image-urls.js"
import { preloadWalletImages } from "./preload-wallet-images.js"
import { searchWallets, type SearchWalletsParams } from "./search-wallets.js"

export interface WalletDirectoryShape extends ImageUrls {
  readonly getWallets: (params: GetWalletsParams) => Effect.Effect<GetWalletsResponse, ApiError>
  /** 40 wallets, delivered once the first 20 images are preloaded (each given 2 s at most). */
  readonly getWalletsPage: (params: GetWalletsPageParams) => Effect.Effect<GetWalletsResponse, ApiError>
  /** 100 entries, never delivered before 300 ms after the call. */
  readonly searchWallets: (params: SearchWalletsParams) => Effect.Effect<GetWalletsResponse, ApiError>
  readonly getRecommendedWallets: (params: GetRecommendedWalletsParams) => Effect.Effect<GetWalletsResponse, ApiError>
  readonly getFeaturedWallets: (params: GetFeaturedWalletsParams) => Effect.Effect<GetWalletsResponse, ApiError>
  readonly preloadWalletImages: (wallets: ReadonlyArray<DirectoryWallet>) => Effect.Effect<void>
  readonly getAnalyticsConfig: Effect.Effect<AnalyticsConfig, ApiError>
}

/** The WalletConnect wallet directory (SPEC §7): wallets, their images, the analytics switch. */
export class WalletDirectory extends Context.Service<WalletDirectory, WalletDirectoryShape>()(
  "@gangway/core/services/wallet-directory/WalletDirectory"
) {
  static readonly layer: Layer.Layer<WalletDirectory, never, ApiClient | ImagePreloader> = Layer.effect(
    WalletDirectory,
    Effect.gen(function* () {
      const api = yield* ApiClient
      const context = yield* Effect.context<ApiClient | ImagePreloader>()
      const bind =
        <P, A, E>(action: (params: P) => Effect.Effect<A, E, ApiClient | ImagePreloader>) =>
        (params: P) =>
          Effect.provideContext(action(params), context)
      return {
        ...imageUrls(api),
        getWallets: bind(getWallets),
        getWalletsPage: bind(getWalletsPage),
        searchWallets: bind(searchWallets),
        getRecommendedWallets: bind(getRecommendedWallets),
        getFeaturedWallets: bind(getFeaturedWallets),
        preloadWalletImages: bind(preloadWalletImages),
        getAnalyticsConfig: Effect.provideContext(getAnalyticsConfig(), context)
      }
    })
  )
}
