import { Context, Effect, Layer } from "effect"

/**
 * Loads an image into the platform's cache so it shows at once when rendered. Never
 * fails: an image that cannot load simply is not cached.
 */
export class ImagePreloader extends Context.Service<
  ImagePreloader,
  { readonly preload: (url: string) => Effect.Effect<void> }
>()("@gangway/core/services/wallet-directory/ImagePreloader") {
  /** With the DOM `Image`; an interrupted preload stops listening (the browser may still finish the download). */
  static readonly layerBrowser: Layer.Layer<ImagePreloader> = Layer.succeed(ImagePreloader, {
    preload: (url) =>
      Effect.callback<void>((resume) => {
        const image = new Image()
        image.onload = () => resume(Effect.void)
        image.onerror = () => resume(Effect.void)
        image.src = url
        return Effect.sync(() => {
          image.onload = null
          image.onerror = null
        })
      })
  })

  /** Where nothing renders images (Node, the CLI). */
  static readonly layerNoop: Layer.Layer<ImagePreloader> = Layer.succeed(ImagePreloader, { preload: () => Effect.void })

  /** The browser preloader where `Image` exists, otherwise the no-op. */
  static readonly layer: Layer.Layer<ImagePreloader> = Layer.suspend(() =>
    typeof Image === "function" ? ImagePreloader.layerBrowser : ImagePreloader.layerNoop
  )
}
