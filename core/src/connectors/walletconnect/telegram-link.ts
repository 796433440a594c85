import type { DirectoryWallet } from "../../domain/wallet.js"

/**
 * `https://t.me/<bot>` (the bot's main mini app) or `https://t.me/<bot>/<app>` (a named one):
 * Telegram's usernames are 4 to 32 letters, digits and underscores, and short names likewise.
 */
const MINI_APP_LINK = /^https:\/\/(?:t\.me|telegram\.me)\/([A-Za-z][A-Za-z0-9_]{3,31})(?:\/([A-Za-z0-9_]{3,30}))?\/?$/i

/** Telegram passes at most 512 characters of `startapp` to the mini app. */
const START_PARAM_LIMIT = 512

/** A directory link that opens a wallet's Telegram mini app. */
export const isMiniAppLink = (link: string): boolean => MINI_APP_LINK.test(link.trim())

/** The wallet's Telegram mini-app link, from whichever of its links is one. */
export const miniAppLinkOf = (wallet: DirectoryWallet): string | undefined =>
  [wallet.mobile_link, wallet.webapp_link, wallet.desktop_link]
    .flatMap((link) => (typeof link === "string" && isMiniAppLink(link) ? [link.trim()] : []))
    .at(0)

/** `text` as base64url without padding: the only way to fit a URI into `startapp`'s letters, digits, `-` and `_`. */
const base64Url = (text: string): string => {
  let binary = ""
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "")
}

/**
 * The mini-app link carrying the pairing `uri` as its start parameter (base64url of the URI,
 * which the wallet's mini app reads from `start_param`); undefined when `link` is not a
 * mini-app link or the URI does not fit Telegram's 512 characters.
 */
export const miniAppHref = (link: string, uri: string): string | undefined => {
  const match = MINI_APP_LINK.exec(link.trim())
  if (match === null) return undefined
  const param = base64Url(uri)
  if (param.length > START_PARAM_LIMIT) return undefined
  const app = match[2] === undefined ? "" : `/${match[2]}`
  return `https://t.me/${match[1]}${app}?startapp=${param}`
}

/** The pairing URI a mini-app link carries: what the wallet's mini app does with `start_param`. */
export const uriOfStartParam = (param: string): string | undefined => {
  if (!/^[A-Za-z0-9_-]*$/.test(param)) return undefined
  try {
    const binary = atob(param.replaceAll("-", "+").replaceAll("_", "/"))
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return undefined
  }
}
