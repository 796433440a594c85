import { Result } from "effect"
import type { DirectoryWallet } from "../../domain/wallet.js"
import { WalletLinkRefused } from "../../errors.js"
import type { PlatformInfo } from "../../services/platform/platform.js"
import { isMiniAppLink, miniAppHref, miniAppLinkOf } from "./telegram-link.js"

export interface WalletLink {
  /** The wallet's name, remembered with the link. */
  readonly name: string
  /** Where to send the user: the wallet app, its desktop app or its web app, carrying the URI. */
  readonly href: string
}

/** Longer directory links are not links anyone needs. */
const MAX_LINK_LENGTH = 2048

// RFC 3986 pieces, written out so nothing a browser would normalise (whitespace, control
// or zero-width characters, backslashes) can slip through: pchar without the pct-encoding,
// which is matched on its own.
const PCHAR = "[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2}"
const PATH = `(?:/(?:${PCHAR})*)*`
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
/** `https://host[:port][/path]`: no credentials, no query, no fragment (the URI is appended as `wc?uri=`). */
const UNIVERSAL_LINK = new RegExp(`^https://${LABEL}(?:\\.${LABEL})*(?::[0-9]{1,5})?${PATH}$`)
/** RFC 3986 scheme, alone, with `:` or with `://` and an optional authority and path. */
const APP_LINK = new RegExp(`^([A-Za-z][A-Za-z0-9+.-]*)(?::|://((?:${PCHAR}|/)*))?$`)

/**
 * Schemes that are not a wallet's own: they run script, read local or browser data,
 * leave TLS, or reach other apps and installers.
 */
const REFUSED_SCHEMES: ReadonlySet<string> = new Set([
  "javascript",
  "vbscript",
  "livescript",
  "data",
  "file",
  "blob",
  "filesystem",
  "about",
  "view-source",
  "http",
  "https",
  "ws",
  "wss",
  "ftp",
  "jar",
  "intent",
  "android-app",
  "content",
  "resource",
  "res",
  "chrome",
  "chrome-extension",
  "moz-extension",
  "safari-extension",
  "ms-browser-extension",
  "itms-services",
  "mailto",
  "tel",
  "sms",
  "wc"
])

const refuse = (wallet: DirectoryWallet, reason: string) =>
  Result.fail(new WalletLinkRefused({ wallet: wallet.name, reason }))

/** `uri` encoded for a query, or `undefined` when it cannot be (encodeURIComponent throws on lone surrogates). */
const encodeUri = (uri: string): string | undefined => {
  try {
    return encodeURIComponent(uri)
  } catch {
    return undefined
  }
}

/** Whether the URL parser accepts `href` (the grammar lets through ports above 65535, `scheme://a:b`). */
const parsesAsUrl = (href: string): boolean => {
  try {
    new URL(href)
    return true
  } catch {
    return false
  }
}

/** The base a link's `wc?uri=` is appended to, or why the link is refused. */
const linkBase = (link: string): Result.Result<string, string> => {
  if (link.length > MAX_LINK_LENGTH) return Result.fail(`the link is longer than ${MAX_LINK_LENGTH} characters`)
  if (/^https:/i.test(link)) {
    if (!UNIVERSAL_LINK.test(link)) return Result.fail("it is not a plain https link (host, optional port and path)")
    return Result.succeed(link.endsWith("/") ? link : `${link}/`)
  }
  const match = APP_LINK.exec(link)
  if (match === null) return Result.fail("it is neither a https link nor an app scheme such as wallet://")
  const scheme = (match[1] ?? "").toLowerCase()
  if (REFUSED_SCHEMES.has(scheme)) return Result.fail(`the ${scheme}: scheme does not open a wallet app`)
  const rest = match[2] ?? ""
  const base = `${match[1]}://${rest}`
  return Result.succeed(rest === "" || base.endsWith("/") ? base : `${base}/`)
}

/** `link` with the pairing URI, or why it cannot carry it. */
const hrefOf = (link: string, uri: string, encoded: string): Result.Result<string, string> => {
  if (isMiniAppLink(link)) {
    const href = miniAppHref(link, uri)
    return href === undefined
      ? Result.fail("the pairing URI does not fit a Telegram start parameter")
      : Result.succeed(href)
  }
  const base = linkBase(link)
  if (Result.isFailure(base)) return base
  const href = `${base.success}wc?uri=${encoded}`
  return parsesAsUrl(href)
    ? Result.succeed(href)
    : Result.fail("the link is not a URL a browser can open (a port out of range, a malformed host)")
}

/**
 * The link that opens `wallet` with a pairing `uri`: on mobile the app's own link, on
 * desktop its desktop app, otherwise its web app; inside Telegram its Telegram mini app
 * first, on any device. Universal links (https only) take the URI under `/wc?uri=`, the
 * wallet's own app scheme as `scheme://wc?uri=`, a mini app (`https://t.me/<bot>[/<app>]`)
 * as its `startapp` parameter (base64url).
 *
 * Directory data is not trusted: a link that is not a https universal link or a custom
 * app scheme (javascript:, data:, http:, malformed…) is skipped for the next candidate,
 * and when no candidate is usable the result is a `WalletLinkRefused`: show the QR code.
 * Succeeds with `undefined` when the wallet has no link for this platform.
 */
export const walletLink = (
  wallet: DirectoryWallet,
  uri: string,
  platform: PlatformInfo
): Result.Result<WalletLink | undefined, WalletLinkRefused> => {
  const candidates = [
    ...(platform.isTelegram ? [miniAppLinkOf(wallet)] : []),
    ...(platform.isMobile ? [wallet.mobile_link] : [wallet.desktop_link, wallet.webapp_link])
  ]
  const links = candidates.flatMap((item) => (typeof item === "string" && item.trim() !== "" ? [item.trim()] : []))
  if (links.length === 0) return Result.succeed(undefined)
  const encoded = encodeUri(uri)
  if (encoded === undefined) return refuse(wallet, "the pairing URI is not well-formed text (a lone surrogate)")
  let refusal: string | undefined
  for (const link of links) {
    const href = hrefOf(link, uri, encoded)
    if (Result.isSuccess(href)) return Result.succeed({ name: wallet.name, href: href.success })
    refusal ??= href.failure
  }
  return refusal === undefined ? Result.succeed(undefined) : refuse(wallet, refusal)
}
