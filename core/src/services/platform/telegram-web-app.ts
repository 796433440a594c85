import { Option, Schema } from "effect"

const HexColor = Schema.String.check(Schema.isPattern(/^#[0-9a-fA-F]{6}$/))

/** The colours a Telegram client gives its mini apps (the ones the modal can use). */
export const TelegramThemeParams = Schema.Struct({
  bg_color: Schema.optional(HexColor),
  secondary_bg_color: Schema.optional(HexColor),
  text_color: Schema.optional(HexColor),
  hint_color: Schema.optional(HexColor),
  button_color: Schema.optional(HexColor),
  button_text_color: Schema.optional(HexColor)
})
export type TelegramThemeParams = typeof TelegramThemeParams.Type

/** What Gangway reads of `Telegram.WebApp`: the page's globals are not trusted, so it is decoded. */
export const TelegramWebAppFields = Schema.Struct({
  /** `android`, `ios`, `tdesktop`, `macos`, `weba`…; `unknown` when the script runs outside Telegram. */
  platform: Schema.String.check(Schema.isPattern(/^[a-z_]{1,32}$/)),
  colorScheme: Schema.Literals(["light", "dark"]),
  themeParams: Schema.optional(TelegramThemeParams),
  /** The webview's height in CSS pixels once it has settled (not while the user drags it). */
  viewportStableHeight: Schema.optional(Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0)))
})
export type TelegramWebAppFields = typeof TelegramWebAppFields.Type

/** The mini-app events Gangway follows. */
export type TelegramEvent = "themeChanged" | "viewportChanged"

/** Telegram's mini-app bridge, as Gangway uses it: decoded reads, guarded calls. */
export interface TelegramMiniApp {
  /** The fields as they are now (they change with the theme and the viewport); the last good read if they stop decoding. */
  readonly read: () => TelegramWebAppFields
  readonly isMobile: boolean
  /** Opens an http(s) link outside the mini app; false when the client refused it. */
  readonly openLink: (url: string) => boolean
  /** Opens a t.me link inside Telegram (another bot's mini app); false when the client refused it. */
  readonly openTelegramLink: (url: string) => boolean
  /** Asks Telegram for the full height of the screen. */
  readonly expand: () => void
  /** Calls `listener` on `event`; returns what stops it. */
  readonly on: (event: TelegramEvent, listener: () => void) => () => void
}

const MOBILE_PLATFORMS: ReadonlySet<string> = new Set(["android", "android_x", "ios"])

const decodeFields = Schema.decodeUnknownOption(TelegramWebAppFields)

type Bridge = Record<string, unknown>

/** Calls `bridge[name](...args)` if it is a function; false when it is missing or throws (an older client, a refused URL). */
const call = (bridge: Bridge, name: string, ...args: ReadonlyArray<unknown>): boolean => {
  const method = bridge[name]
  if (typeof method !== "function") return false
  try {
    method.apply(bridge, args)
    return true
  } catch {
    return false
  }
}

const bridgeOf = (root: unknown): Bridge | undefined => {
  if (typeof root !== "object" || root === null) return undefined
  const telegram = (root as { readonly Telegram?: unknown }).Telegram
  if (typeof telegram !== "object" || telegram === null) return undefined
  const webApp = (telegram as { readonly WebApp?: unknown }).WebApp
  return typeof webApp === "object" && webApp !== null ? (webApp as Bridge) : undefined
}

/**
 * The mini-app bridge when the page runs inside Telegram: `Telegram.WebApp` present,
 * decoding, and with a platform other than `unknown` (Telegram's script loaded in an
 * ordinary browser says `unknown`). Undefined anywhere else.
 */
export const readTelegramMiniApp = (root: unknown = globalThis): TelegramMiniApp | undefined => {
  const bridge = bridgeOf(root)
  if (bridge === undefined) return undefined
  const first = decodeFields(bridge)
  if (Option.isNone(first) || first.value.platform === "unknown") return undefined
  let last = first.value
  return {
    read: () => {
      const now = decodeFields(bridge)
      if (Option.isSome(now)) last = now.value
      return last
    },
    isMobile: MOBILE_PLATFORMS.has(first.value.platform),
    openLink: (url) => call(bridge, "openLink", url),
    openTelegramLink: (url) => call(bridge, "openTelegramLink", url),
    expand: () => void call(bridge, "expand"),
    on: (event, listener) => {
      // One wrapper per subscription, so `offEvent` removes exactly this one.
      const handler = () => listener()
      call(bridge, "onEvent", event, handler)
      return () => void call(bridge, "offEvent", event, handler)
    }
  }
}

/** How Telegram opens `href`: t.me links inside Telegram, other https links in the browser, app schemes not at all (the page navigates). */
export const telegramOpener = (href: string): "openTelegramLink" | "openLink" | undefined => {
  if (isTelegramUrl(href)) return "openTelegramLink"
  return /^https:\/\//i.test(href) ? "openLink" : undefined
}

/** A https link on Telegram's own link host (t.me, telegram.me). */
const isTelegramUrl = (href: string): boolean => /^https:\/\/(?:t\.me|telegram\.me)(?:\/|$)/i.test(href)
