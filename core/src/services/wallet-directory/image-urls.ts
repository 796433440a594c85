import type { ApiClientShape } from "../http/api-client.js"
import { encodePathSegment } from "../http/api-request.js"

/** URLs of the directory's images, with projectId, st and sv so an `<img>` can load them. */
export interface ImageUrls {
  readonly walletImageUrl: (imageId: string) => string
  readonly assetImageUrl: (imageId: string) => string
  readonly currencyImageUrl: (currencyId: string) => string
  readonly tokenImageUrl: (symbol: string) => string
}

export const imageUrls = (api: ApiClientShape): ImageUrls => {
  const image = (prefix: string) => (id: string) => api.url("walletDirectory", `${prefix}/${encodePathSegment(id)}`)
  return {
    walletImageUrl: image("/getWalletImage"),
    assetImageUrl: image("/public/getAssetImage"),
    currencyImageUrl: image("/public/getCurrencyImage"),
    tokenImageUrl: image("/public/getTokenImage")
  }
}
