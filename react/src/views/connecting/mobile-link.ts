import { readTelegramMiniApp, telegramOpener, walletLink, type PlatformInfo, type RouterData } from "@gangway/core"

/** A deep link to open, or the promise of one while the pairing URI is prepared (`href` undefined). */
export interface MobileLink {
  readonly name: string
  readonly href: string | undefined
}

/**
 * On a phone, the link that opens the directory `wallet` with the pairing `uri`
 * (the core's `walletLink`, from its mobile link). Inside Telegram, on any device, also
 * a link Telegram opens itself (a wallet's mini app on t.me, a https link). Undefined on
 * a desktop, without a wallet or a mobile link, and for a link the core refuses
 * (`WalletLinkRefused`: a scheme that is not a wallet's own): the QR code is then the way
 * in. Without the URI yet, says whether there will be a link.
 */
export const mobileWalletLink = (
  wallet: RouterData["wallet"],
  uri: string | undefined,
  platform: PlatformInfo
): MobileLink | undefined => {
  if (wallet === undefined || !(platform.isMobile || platform.isTelegram)) return undefined
  const result = walletLink(wallet, uri ?? "wc:pending", platform)
  if (result._tag !== "Success" || result.success === undefined) return undefined
  if (!platform.isMobile && telegramOpener(result.success.href) === undefined) return undefined
  return { name: result.success.name, href: uri === undefined ? undefined : result.success.href }
}

/**
 * Opens `href` the way a Telegram mini app must (Telegram's own `openTelegramLink` for
 * t.me, `openLink` for other https links): true when Telegram took it. False outside a
 * mini app and for an app scheme, which the page then follows itself.
 */
export const openThroughTelegram = (href: string): boolean => {
  const opener = telegramOpener(href)
  const app = opener === undefined ? undefined : readTelegramMiniApp()
  return app !== undefined && opener !== undefined && app[opener](href)
}
