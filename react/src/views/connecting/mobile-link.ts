import { walletLink, type PlatformInfo, type RouterData } from "@gangway/core"

/** A deep link to open, or the promise of one while the pairing URI is prepared (`href` undefined). */
export interface MobileLink {
  readonly name: string
  readonly href: string | undefined
}

/**
 * On a phone, the link that opens the directory `wallet` with the pairing `uri`
 * (the core's `walletLink`, from its mobile link). Undefined on a desktop, without
 * a wallet or a mobile link, and for a link the core refuses (`WalletLinkRefused`:
 * a scheme that is not a wallet's own): the QR code is then the way in. Without the
 * URI yet, says whether there will be a link.
 */
export const mobileWalletLink = (wallet: RouterData["wallet"], uri: string | undefined, platform: PlatformInfo): MobileLink | undefined => {
  if (wallet === undefined || !platform.isMobile) return undefined
  const result = walletLink(wallet, uri ?? "wc:pending", platform)
  if (result._tag !== "Success" || result.success === undefined) return undefined
  return { name: result.success.name, href: uri === undefined ? undefined : result.success.href }
}
