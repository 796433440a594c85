import { Context, Layer } from "effect"

/** Facts about where the product runs that change its behaviour. */
export interface PlatformInfo {
  readonly isMobile: boolean
  /** Inside Telegram's in-app browser. */
  readonly isTelegram: boolean
  readonly isSafariIos: boolean
}

export class Platform extends Context.Service<Platform, PlatformInfo>()("gangway/Platform") {
  static layer(info: PlatformInfo): Layer.Layer<Platform> {
    return Layer.succeed(Platform, info)
  }

  /** Read from the browser (user agent and pointer); all false outside one. */
  static readonly layerDetect: Layer.Layer<Platform> = Layer.sync(Platform, () => detectPlatform())
}

export const detectPlatform = (): PlatformInfo => {
  const navigator = globalThis.navigator as { readonly userAgent?: string } | undefined
  const agent = navigator?.userAgent ?? ""
  const coarse =
    typeof globalThis.matchMedia === "function" && globalThis.matchMedia("(pointer: coarse)").matches
  const mobileAgent = /Android|iPhone|iPad|iPod|Mobile/i.test(agent)
  const ios = /iPhone|iPad|iPod/i.test(agent)
  return {
    isMobile: mobileAgent || coarse,
    isTelegram: "Telegram" in globalThis || /Telegram/i.test(agent),
    isSafariIos: ios && /Safari/i.test(agent) && !/CriOS|FxiOS|EdgiOS/i.test(agent)
  }
}
