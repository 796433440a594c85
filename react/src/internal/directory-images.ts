import type { ImageUrls } from "@gangway/core"
import { directoryImageUrls } from "@gangway/core/display"
import { useContext } from "react"
import { GangwayContext, type GangwayConfig } from "../context.js"

const imageUrls = new WeakMap<NonNullable<GangwayConfig["directory"]>, ImageUrls>()

/**
 * The directory's image URLs for this provider's options, built once (the client's own once
 * it is there); none without a project id, or outside a provider.
 */
export const useDirectoryImages = (): ImageUrls | undefined => {
  const value = useContext(GangwayContext)
  const directory = value?.config.directory
  if (value === null || directory === undefined) return undefined
  if (value.client !== undefined) return value.client.walletDirectory
  const known = imageUrls.get(directory)
  if (known !== undefined) return known
  const urls = directoryImageUrls(directory)
  imageUrls.set(directory, urls)
  return urls
}
