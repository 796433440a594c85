import { Duration, Effect } from "effect"
import { IMAGE_PRELOAD_TIMEOUT_MS, WALLET_DIRECTORY } from "../../constants.js"
import type { DirectoryWallet } from "../../domain/wallet.js"
import { ApiClient } from "../http/api-client.js"
import { ImagePreloader } from "./image-preloader.js"
import { imageUrls } from "./image-urls.js"

/** Preloads `url`, giving up after 2 s (on the Clock). */
const preloadImage = Effect.fn("WalletDirectory.preloadImage")(function* (url: string) {
  const preloader = yield* ImagePreloader
  yield* preloader.preload(url).pipe(Effect.timeoutOption(Duration.millis(IMAGE_PRELOAD_TIMEOUT_MS)))
})

/** Preloads the images of the first 20 wallets of a page, all at once; done when each loaded or gave up. */
export const preloadWalletImages = Effect.fn("WalletDirectory.preloadWalletImages")(function* (
  wallets: ReadonlyArray<DirectoryWallet>
) {
  const urls = imageUrls(yield* ApiClient)
  const imageIds = wallets.flatMap((wallet) => (wallet.image_id === undefined ? [] : [wallet.image_id]))
  yield* Effect.forEach(
    imageIds.slice(0, WALLET_DIRECTORY.preloadedImages),
    (id) => preloadImage(urls.walletImageUrl(id)),
    {
      concurrency: "unbounded",
      discard: true
    }
  )
})
