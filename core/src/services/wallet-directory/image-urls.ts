import type { ApiClientShape } from "../http/api-client.js"
import { makeApiConfig, type ApiConfigOptions } from "../http/api-config-values.js"
import { encodePathSegment } from "../http/api-request.js"
import { apiUrl } from "../http/api-url.js"

/** URLs of the directory's images, with projectId, st and sv so an `<img>` can load them. */
export interface ImageUrls {
  readonly walletImageUrl: (imageId: string) => string
  readonly assetImageUrl: (imageId: string) => string
  readonly currencyImageUrl: (currencyId: string) => string
  readonly tokenImageUrl: (symbol: string) => string
}

export const imageUrls = (api: Pick<ApiClientShape, "url">): ImageUrls => {
  const image = (prefix: string) => (id: string) => api.url("walletDirectory", `${prefix}/${encodePathSegment(id)}`)
  return {
    walletImageUrl: image("/getWalletImage"),
    assetImageUrl: image("/public/getAssetImage"),
    currencyImageUrl: image("/public/getCurrencyImage"),
    tokenImageUrl: image("/public/getTokenImage")
  }
}

/**
 * The same URLs from the options alone, without a client (Effect-free): what a page
 * draws before the client has loaded, e.g. the network button's icon. `apiUrls` and
 * `sdkFlavor` as `createGangway` takes them.
 */
export const directoryImageUrls = (options: {
  readonly projectId?: string | undefined
  readonly apiUrls?: { readonly walletDirectory?: string | undefined } | undefined
  readonly sdkFlavor?: ApiConfigOptions["sdkFlavor"]
}): ImageUrls => {
  const config = makeApiConfig({
    projectId: options.projectId,
    baseUrls: { walletDirectory: options.apiUrls?.walletDirectory },
    sdkFlavor: options.sdkFlavor
  })
  return imageUrls({ url: (service, path, query) => apiUrl(config, service, path, query) })
}
