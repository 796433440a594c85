import { Context, Layer } from "effect"
import { readTelegramMiniApp } from "./telegram-web-app.js"

/** Facts about where the product runs that change its behaviour. */
export interface PlatformInfo {
  readonly isMobile: boolean
  /** Inside Telegram: a mini app or its in-app browser. */
  readonly isTelegram: boolean
  readonly isSafariIos: boolean
}

export class Platform extends Context.Service<Platform, PlatformInfo>()("gangway/Platform") {
  static layer(info: PlatformInfo): Layer.Layer<Platform> {
    return Layer.succeed(Platform, info)
  }

  /** Read from the browser (user agent, pointer, Telegram's mini-app bridge); all false outside one. */
  static readonly layerDetect: Layer.Layer<Platform> = Layer.sync(Platform, () => detectPlatform())
}

const detectPlatform = (): PlatformInfo => {
  const navigator = globalThis.navigator as { readonly userAgent?: string } | undefined
  const agent = navigator?.userAgent ?? ""
  const coarse = typeof globalThis.matchMedia === "function" && globalThis.matchMedia("(pointer: coarse)").matches
  const mobileAgent = /Android|iPhone|iPad|iPod|Mobile/i.test(agent)
  const ios = /iPhone|iPad|iPod/i.test(agent)
  // A mini app on a phone says so through its platform, whatever the webview's agent says.
  const miniApp = readTelegramMiniApp()
  return {
    isMobile: mobileAgent || coarse || miniApp?.isMobile === true,
    // Telegram's script alone (platform `unknown`) is an ordinary browser; its in-app browser names itself in the agent.
    isTelegram: miniApp !== undefined || "TelegramWebviewProxy" in globalThis || /Telegram/i.test(agent),
    isSafariIos: ios && /Safari/i.test(agent) && !/CriOS|FxiOS|EdgiOS/i.test(agent)
  }
}
