import type { DirectoryWallet } from "../../domain/wallet.js"
import type { PlatformInfo } from "../../services/platform/platform.js"

export interface WalletLink {
  /** The wallet's name, remembered with the link. */
  readonly name: string
  /** Where to send the user: the wallet app, its desktop app or its web app, carrying the URI. */
  readonly href: string
}

const isHttp = (link: string) => link.startsWith("http://") || link.startsWith("https://")

/**
 * The link that opens `wallet` with a pairing `uri`: on mobile the app's own link, on
 * desktop its desktop app, otherwise its web app. Universal (http) links take the URI
 * under `/wc?uri=`, custom schemes as `scheme://wc?uri=`. None when the wallet has no
 * link for this platform.
 */
export const walletLink = (wallet: DirectoryWallet, uri: string, platform: PlatformInfo): WalletLink | undefined => {
  const candidates = platform.isMobile ? [wallet.mobile_link] : [wallet.desktop_link, wallet.webapp_link]
  const link = candidates.find((item): item is string => typeof item === "string" && item.trim() !== "")
  if (link === undefined) return undefined
  const encoded = encodeURIComponent(uri)
  if (isHttp(link)) {
    const base = link.endsWith("/") ? link : `${link}/`
    return { name: wallet.name, href: `${base}wc?uri=${encoded}` }
  }
  const scheme = link.includes("://") ? link : `${link.replace(/:+$/, "")}://`
  const base = scheme.endsWith("/") ? scheme : `${scheme}/`
  return { name: wallet.name, href: `${base}wc?uri=${encoded}` }
}
